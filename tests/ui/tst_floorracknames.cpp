// A rack's name on the floor plan stands under its own rack: the racks of a row stand side by
// side, and at the default zoom names wider than a rack ran into each other ("R02-01R02-02").
#include "ui/app/floorrack.h"

#include <QImage>
#include <QPainter>
#include <QTest>

using namespace fabric;

namespace {

// Scene units of one rack as the floor plan draws it: 0.6 m wide, 1.2 m deep, 100 units a metre.
constexpr double kRackWidth = 60.0, kRackDepth = 120.0;

// Whether anything is drawn in the columns from `from` to `to` of the band of rows top to bottom.
bool inked(const QImage &image, int top, int bottom, int from, int to)
{
    for (int x = from; x < to; ++x)
        for (int y = top; y < bottom; ++y)
            if (qGray(image.pixel(x, y)) < 128)
                return true;
    return false;
}

} // namespace

class TestFloorRackNames : public QObject
{
    Q_OBJECT

private slots:
    void namesStayUnderTheirRack_data()
    {
        QTest::addColumn<double>("lod");
        QTest::addColumn<bool>("named");
        // Screen pixels per scene unit: the floor plan opens at 0.6, its smallest zoom.
        QTest::newRow("a hall far out: no names") << 0.2 << false;
        QTest::newRow("the opening zoom") << 0.6 << true;
        QTest::newRow("a step closer") << 0.72 << true;
        QTest::newRow("close") << 1.5 << true;
        QTest::newRow("very close") << 4.0 << true;
    }

    void namesStayUnderTheirRack()
    {
        QFETCH(double, lod);
        QFETCH(bool, named);
        const Plan plan;
        const int racks = 3;
        QImage image(int(std::ceil((racks * kRackWidth + 40) * lod)), int(std::ceil((kRackDepth + 60) * lod)),
                     QImage::Format_RGB32);
        image.fill(Qt::white);
        QPainter painter(&image);
        painter.scale(lod, lod);
        for (int i = 0; i < racks; ++i) {
            Rack rack;
            rack.id = i;
            rack.name = "R02-0" + std::to_string(i + 1);
            const QRectF rect(20 + i * kRackWidth, 10, kRackWidth, kRackDepth);
            ui::paintFloorRack(painter, lod, rect, plan, rack, {}, {}, Qt::gray, Qt::black);
        }
        painter.end();
        const int top = int(std::ceil((10 + kRackDepth + 1.5) * lod)), bottom = image.height(); // below the outline
        for (int i = 0; i < racks; ++i) {
            const int left = int((20 + i * kRackWidth) * lod), right = int((20 + (i + 1) * kRackWidth) * lod);
            QCOMPARE(inked(image, top, bottom, left, right), named);
            if (!named)
                continue;
            // Nothing of a name lies on the boundary between two racks: names are apart.
            for (int y = top; y < bottom; ++y) {
                QVERIFY2(qGray(image.pixel(left, y)) >= 128,
                         qPrintable(QStringLiteral("a name crosses the left edge of rack %1 at %2 px a unit").arg(i + 1).arg(lod)));
                QVERIFY2(qGray(image.pixel(std::min(right, image.width() - 1), y)) >= 128,
                         qPrintable(QStringLiteral("a name crosses the right edge of rack %1 at %2 px a unit").arg(i + 1).arg(lod)));
            }
        }
    }
};

QTEST_MAIN(TestFloorRackNames)
#include "tst_floorracknames.moc"
