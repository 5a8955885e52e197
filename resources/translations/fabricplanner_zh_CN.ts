<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>AppSettings</name>
    <message>
        <source>your rate, set in Settings</source>
        <translation>您的汇率，在“设置”中设定</translation>
    </message>
</context>
<context>
    <name>CableSheets</name>
    <message>
        <source>length unknown</source>
        <translation>长度未知</translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>the plan has no cables to label</source>
        <translation>该方案没有需要贴标签的线缆</translation>
    </message>
    <message>
        <source>%1  end %2</source>
        <translation>%1  端 %2</translation>
    </message>
    <message>
        <source>the plan has no cables to install</source>
        <translation>该方案没有需要安装的线缆</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>Cable</source>
        <translation>线缆</translation>
    </message>
    <message>
        <source>From device</source>
        <translation>起始设备</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>RU</source>
        <translation>U 位</translation>
    </message>
    <message>
        <source>To device</source>
        <translation>目标设备</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>机柜</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>长度</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>介质</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速率</translation>
    </message>
    <message>
        <source>Devices not placed in a rack</source>
        <translation>未放入机柜的设备</translation>
    </message>
    <message>
        <source>Rack %1</source>
        <translation>机柜 %1</translation>
    </message>
    <message>
        <source>Parts</source>
        <translation>部件</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>(one cable with %1)</source>
        <translation>（与 %1 同一根线缆）</translation>
    </message>
    <message>
        <source>one cable with %1</source>
        <translation>与 %1 同一根线缆</translation>
    </message>
    <message>
        <source>%1, sheet %2 of %3</source>
        <translation>%1，第 %2 张，共 %3 张</translation>
    </message>
    <message numerus="yes">
        <source>%Ln cable(s) to run from this rack, top of the rack down; each end labelled with the cable number</source>
        <translation>
            <numerusform>从此机柜布放 %Ln 条线缆，自机柜顶部向下；每端都贴有线缆编号标签</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CostNotes</name>
    <message>
        <source>before tax; %1 with tax</source>
        <translation>税前；含税 %1</translation>
    </message>
    <message numerus="yes">
        <source>excludes %n item(s) on request</source>
        <translation>
            <numerusform>不含 %n 项按需询价</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DesignCommand</name>
    <message numerus="yes">
        <source>%n plane(s)</source>
        <translation>
            <numerusform>%n 个平面</numerusform>
        </translation>
    </message>
    <message>
        <source>Platform %1</source>
        <translation>平台 %1</translation>
    </message>
    <message>
        <source>InfiniBand fabric</source>
        <translation>InfiniBand 网络</translation>
    </message>
    <message>
        <source>Ethernet fabric</source>
        <translation>以太网网络</translation>
    </message>
    <message>
        <source>Link speed %1G</source>
        <translation>链路速率 %1G</translation>
    </message>
    <message>
        <source>Default link speed</source>
        <translation>默认链路速率</translation>
    </message>
    <message>
        <source>Cheapest switch</source>
        <translation>最便宜的交换机</translation>
    </message>
    <message>
        <source>Switch %1</source>
        <translation>交换机 %1</translation>
    </message>
    <message>
        <source>Oversubscription %1:1</source>
        <translation>收敛比 %1:1</translation>
    </message>
    <message>
        <source>Default SU size</source>
        <translation>默认 SU 规模</translation>
    </message>
    <message>
        <source>SHARP on</source>
        <translation>开启 SHARP</translation>
    </message>
    <message>
        <source>SHARP off</source>
        <translation>关闭 SHARP</translation>
    </message>
    <message>
        <source>Rack power %1 kW</source>
        <translation>机柜功率 %1 kW</translation>
    </message>
    <message>
        <source>%1 racks per row</source>
        <translation>每列 %1 个机柜</translation>
    </message>
    <message>
        <source>Switch placement</source>
        <translation>交换机位置</translation>
    </message>
    <message>
        <source>Rename to %1</source>
        <translation>重命名为 %1</translation>
    </message>
    <message>
        <source>Move rack %1</source>
        <translation>移动机柜 %1</translation>
    </message>
    <message>
        <source>Edit quote</source>
        <translation>编辑报价单</translation>
    </message>
    <message>
        <source>Networks</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Subnet manager</source>
        <translation>子网管理器</translation>
    </message>
    <message numerus="yes">
        <source>Set %n GPU(s)</source>
        <translation>
            <numerusform>设置为 %n 个 GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set %n node(s)</source>
        <translation>
            <numerusform>设置为 %n 个节点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>SU of %n node(s)</source>
        <translation>
            <numerusform>每个 SU %n 个节点</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit model parameters</source>
        <translation>编辑模型参数</translation>
    </message>
</context>
<context>
    <name>DesignField</name>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Platform</source>
        <translation>平台</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Rails</source>
        <translation>轨道数</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>网络类型</translation>
    </message>
    <message>
        <source>Link speed</source>
        <translation>链路速率</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation>收敛比</translation>
    </message>
    <message>
        <source>SU size</source>
        <translation>SU 规模</translation>
    </message>
    <message>
        <source>Planes</source>
        <translation>平面数</translation>
    </message>
    <message>
        <source>SHARP</source>
        <translation>SHARP</translation>
    </message>
    <message>
        <source>Rack power</source>
        <translation>机柜功率</translation>
    </message>
    <message>
        <source>Racks per row</source>
        <translation>每列机柜数</translation>
    </message>
    <message>
        <source>Switch placement</source>
        <translation>交换机位置</translation>
    </message>
    <message>
        <source>Rack positions</source>
        <translation>机柜位置</translation>
    </message>
    <message>
        <source>Model parameter %1</source>
        <translation>模型参数 %1</translation>
    </message>
    <message>
        <source>Discount on %1</source>
        <translation>%1 的折扣</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>定价</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Discount</source>
        <translation>折扣</translation>
    </message>
    <message>
        <source>Spares</source>
        <translation>备件</translation>
    </message>
    <message>
        <source>Quote validity</source>
        <translation>报价有效期</translation>
    </message>
    <message>
        <source>Rack units</source>
        <translation>机柜 U 数</translation>
    </message>
    <message>
        <source>Nodes per rack</source>
        <translation>每机柜节点数</translation>
    </message>
    <message>
        <source>Rack width</source>
        <translation>机柜宽度</translation>
    </message>
    <message>
        <source>Rack depth</source>
        <translation>机柜深度</translation>
    </message>
    <message>
        <source>Aisle width</source>
        <translation>通道宽度</translation>
    </message>
    <message>
        <source>Cabling</source>
        <translation>布线</translation>
    </message>
    <message>
        <source>Cable tray height</source>
        <translation>线缆桥架高度</translation>
    </message>
    <message>
        <source>Rack height</source>
        <translation>机柜高度</translation>
    </message>
    <message>
        <source>Cable slack</source>
        <translation>线缆余量</translation>
    </message>
    <message>
        <source>Cable slack %</source>
        <translation>线缆余量 %</translation>
    </message>
    <message>
        <source>Growth</source>
        <translation>增长预留</translation>
    </message>
    <message>
        <source>Networks</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Subnet manager</source>
        <translation>子网管理器</translation>
    </message>
    <message>
        <source>Stored prices</source>
        <translation>项目内价格</translation>
    </message>
    <message>
        <source>Parts on sale only</source>
        <translation>仅用在售部件</translation>
    </message>
    <message>
        <source>Tiers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
</context>
<context>
    <name>DiagramExport</name>
    <message>
        <source>the plan has no topology</source>
        <translation>规划中没有拓扑</translation>
    </message>
    <message>
        <source>%1 topology</source>
        <translation>%1 拓扑</translation>
    </message>
    <message>
        <source>the plan has no floor plan</source>
        <translation>规划中没有机房平面图</translation>
    </message>
    <message>
        <source>%1 floor plan</source>
        <translation>%1 机房平面图</translation>
    </message>
    <message>
        <source>no rack %1 in the plan</source>
        <translation>规划中没有机柜 %1</translation>
    </message>
    <message>
        <source>%1 topology: %2 network</source>
        <translation>%1 拓扑：%2 网络</translation>
    </message>
    <message>
        <source>%1; written before it: 1 of the %2 rack elevations (%3), the others not</source>
        <translation>%1；在此之前已写入 %2 个机柜立面图中的 1 个（%3），其余未写入</translation>
    </message>
    <message>
        <source>%1; written before it: %2 of the %3 rack elevations (%4 to %5), the others not</source>
        <translation>%1；在此之前已写入 %3 个机柜立面图中的 %2 个（%4 至 %5），其余未写入</translation>
    </message>
    <message>
        <source>cannot make the folder %1</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
</context>
<context>
    <name>ExportFormat</name>
    <message>
        <source>Bill of Materials as &amp;Excel (.xlsx)…</source>
        <translation>物料清单导出为 Excel (.xlsx)(&amp;E)…</translation>
    </message>
    <message>
        <source>Excel workbook</source>
        <translation>Excel 工作簿</translation>
    </message>
    <message>
        <source>Bill of Materials as &amp;CSV…</source>
        <translation>物料清单导出为 CSV(&amp;C)…</translation>
    </message>
    <message>
        <source>CSV</source>
        <translation>CSV</translation>
    </message>
    <message>
        <source>Ca&amp;bling Plan (.csv)…</source>
        <translation>布线表 (.csv)(&amp;B)…</translation>
    </message>
    <message>
        <source>Cable &amp;Labels for a Printer (.csv)…</source>
        <translation>标签打印机用线缆标签 (.csv)(&amp;L)…</translation>
    </message>
    <message>
        <source>Cable Labels as &amp;PDF…</source>
        <translation>线缆标签 PDF(&amp;P)…</translation>
    </message>
    <message>
        <source>PDF</source>
        <translation>PDF</translation>
    </message>
    <message>
        <source>&amp;Install Sheets (PDF)…</source>
        <translation>安装单 (PDF)(&amp;I)…</translation>
    </message>
    <message>
        <source>InfiniBand &amp;Topology (ibnetdiscover)…</source>
        <translation>InfiniBand 拓扑 (ibnetdiscover)(&amp;T)…</translation>
    </message>
    <message>
        <source>ibnetdiscover topology</source>
        <translation>ibnetdiscover 拓扑</translation>
    </message>
    <message>
        <source>&amp;Graphviz (.dot)…</source>
        <translation>Graphviz (.dot)(&amp;G)…</translation>
    </message>
    <message>
        <source>Graphviz</source>
        <translation>Graphviz</translation>
    </message>
    <message>
        <source>&amp;Slurm topology.conf…</source>
        <translation>Slurm topology.conf(&amp;S)…</translation>
    </message>
    <message>
        <source>Slurm topology.conf</source>
        <translation>Slurm topology.conf</translation>
    </message>
    <message>
        <source>Topology &amp;Diagram (SVG/PNG)…</source>
        <translation>拓扑图 (SVG/PNG)(&amp;D)…</translation>
    </message>
    <message>
        <source>SVG or PNG image</source>
        <translation>SVG 或 PNG 图像</translation>
    </message>
    <message>
        <source>&amp;Floor Plan Diagram (SVG/PNG)…</source>
        <translation>机房平面图 (SVG/PNG)(&amp;F)…</translation>
    </message>
    <message>
        <source>&amp;Rack Elevations (SVG, a folder)…</source>
        <translation>机柜立面图（SVG，文件夹）(&amp;R)…</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>&amp;Quote (PDF)…</source>
        <translation>报价单 (PDF)(&amp;Q)…</translation>
    </message>
</context>
<context>
    <name>FloorLegend</name>
    <message>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Leaf switch</source>
        <translation>叶交换机</translation>
    </message>
    <message>
        <source>Spine switch</source>
        <translation>脊交换机</translation>
    </message>
    <message>
        <source>Core switch</source>
        <translation>核心交换机</translation>
    </message>
    <message>
        <source>Appliance</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Selected</source>
        <translation>已选中</translation>
    </message>
    <message>
        <source>Rack over its power limit</source>
        <translation>机柜超出功率上限</translation>
    </message>
</context>
<context>
    <name>FloorPlanView</name>
    <message>
        <source>Drag to add or remove racks of nodes</source>
        <translation>拖动以增加或减少节点机柜</translation>
    </message>
    <message>
        <source>%1
%2, %3
%4U used, %5, %6
Drag to move, double-click for the elevation</source>
        <translation>%1
%2，%3
已用 %4U，%5，%6
拖动以移动，双击查看机柜立面图</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n 个节点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n switch(es)</source>
        <translation>
            <numerusform>%n 台交换机</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImageWriter</name>
    <message>
        <source>cannot encode PNG</source>
        <translation>无法编码 PNG</translation>
    </message>
    <message>
        <source>unsupported image type &apos;%1&apos; (use .svg or .png)</source>
        <translation>不支持的图像类型“%1”（请使用 .svg 或 .png）</translation>
    </message>
    <message>
        <source>the drawing is %1 x %2 points, too large for a readable PNG (at most %3 million pixels); write it as .svg</source>
        <translation>图纸为 %1 x %2 点，太大，无法生成可读的 PNG（最多 %3 百万像素）；请写成 .svg</translation>
    </message>
    <message>
        <source>the PNG is scaled to %1 x %2 pixels (at most %3 million); write it as .svg for every detail</source>
        <translation>PNG 已缩放为 %1 x %2 像素（最多 %3 百万）；如需全部细节请写成 .svg</translation>
    </message>
    <message>
        <source>not enough memory for a PNG of %1 x %2 pixels; write it as .svg</source>
        <translation>内存不足，无法生成 %1 x %2 像素的 PNG；请写成 .svg</translation>
    </message>
</context>
<context>
    <name>ModelCurves</name>
    <message>
        <source>best (auto)</source>
        <translation>最佳（自动）</translation>
    </message>
</context>
<context>
    <name>PriceImport</name>
    <message numerus="yes">
        <source>%n price(s) imported into %1. They override the catalogue&apos;s indicative prices from now on.</source>
        <translation>
            <numerusform>已将 %n 个价格导入 %1。从现在起，它们将取代产品目录中的参考价格。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>%1 B: %2 / %3
%4 us = launch %5 + base %6 + NVLink %7 + network %8 + transfer %9
busbw %10 GB/s</source>
        <translation>%1 B：%2 / %3
%4 us = 启动 %5 + 基础 %6 + NVLink %7 + 网络 %8 + 传输 %9
busbw %10 GB/s</translation>
    </message>
</context>
<context>
    <name>QuotePdf</name>
    <message>
        <source>Quotation %1</source>
        <translation>报价单 %1</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>客户</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation>有效期至</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>The cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Compute fabric</source>
        <translation>计算网络</translation>
    </message>
    <message>
        <source>%1, %2 Gb/s per port, %3, %4, %5</source>
        <translation>%1，每端口 %2 Gb/s，%3，%4，%5</translation>
    </message>
    <message numerus="yes">
        <source>%n port(s) per node</source>
        <translation>
            <numerusform>每节点 %n 个端口</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n plane(s)</source>
        <translation>
            <numerusform>%n 个平面</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tier(s)</source>
        <translation>
            <numerusform>%n 层</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 × %2 (%3 at %4 Gb/s)</source>
        <translation>%1 × %2（%3，%4 Gb/s）</translation>
    </message>
    <message>
        <source>%1 × %2 (%3 down at %4 Gb/s, %5 up at %6 Gb/s)</source>
        <translation>%1 × %2（下行 %3 个，%4 Gb/s；上行 %5 个，%6 Gb/s）</translation>
    </message>
    <message>
        <source>unknown: no part&apos;s draw is known</source>
        <translation>未知：没有任何部件的功耗已知</translation>
    </message>
    <message numerus="yes">
        <source>%n port(s)</source>
        <translation>
            <numerusform>%n 个端口</numerusform>
        </translation>
    </message>
    <message>
        <source>Switch features</source>
        <translation>交换机功能</translation>
    </message>
    <message>
        <source>Bisection bandwidth</source>
        <translation>对分带宽</translation>
    </message>
    <message>
        <source>%1 Tb/s</source>
        <translation>%1 Tb/s</translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation>收敛比</translation>
    </message>
    <message>
        <source>Switch hops (worst case)</source>
        <translation>交换机跳数（最坏情况）</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>%1 kW in all</source>
        <translation>共 %1 kW</translation>
    </message>
    <message>
        <source>Heat</source>
        <translation>散热</translation>
    </message>
    <message>
        <source>%1 BTU/h</source>
        <translation>%1 BTU/h</translation>
    </message>
    <message>
        <source>Price summary</source>
        <translation>价格汇总</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>行数</translation>
    </message>
    <message>
        <source>List price (%1)</source>
        <translation>目录价（%1）</translation>
    </message>
    <message>
        <source>Discount %</source>
        <translation>折扣 %</translation>
    </message>
    <message>
        <source>Discount (%1)</source>
        <translation>折扣（%1）</translation>
    </message>
    <message>
        <source>Net price (%1)</source>
        <translation>净价（%1）</translation>
    </message>
    <message>
        <source>on request</source>
        <translation>按需询价</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Items marked &quot;on request&quot; have no known price; they are priced separately and are not in the totals.</source>
        <translation>标为“按需询价”的项目没有已知价格；这些项目单独报价，不计入合计。</translation>
    </message>
    <message>
        <source>Part number</source>
        <translation>料号</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>描述</translation>
    </message>
    <message>
        <source>Qty</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Bill of materials</source>
        <translation>物料清单</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>假设条件</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>机柜</translation>
    </message>
    <message>
        <source>Cable runs</source>
        <translation>线缆布线</translation>
    </message>
    <message>
        <source>tray %1 m above the racks, %2 m slack plus %3%</source>
        <translation>桥架位于机柜上方 %1 m，余量 %2 m 加 %3%</translation>
    </message>
    <message>
        <source>Spares</source>
        <translation>备件</translation>
    </message>
    <message>
        <source>%1% of optics and cables</source>
        <translation>光模块和线缆的 %1%</translation>
    </message>
    <message>
        <source>Catalogue</source>
        <translation>产品目录</translation>
    </message>
    <message>
        <source>version %1</source>
        <translation>版本 %1</translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation>汇率</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Terms</source>
        <translation>条款</translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>拓扑</translation>
    </message>
    <message>
        <source>Floor plan</source>
        <translation>机房平面图</translation>
    </message>
    <message>
        <source>the design has errors; a quote needs a complete plan</source>
        <translation>设计存在错误；报价需要完整的规划</translation>
    </message>
    <message>
        <source>Leaf switches</source>
        <translation>叶交换机</translation>
    </message>
    <message>
        <source>Spine switches</source>
        <translation>脊交换机</translation>
    </message>
    <message>
        <source>Core switches</source>
        <translation>核心交换机</translation>
    </message>
    <message>
        <source>Net total</source>
        <translation>净额合计</translation>
    </message>
    <message>
        <source>Scope</source>
        <translation>范围</translation>
    </message>
    <message>
        <source>the network only: the nodes and servers are not part of this quotation</source>
        <translation>仅网络：节点和服务器不在本报价之内</translation>
    </message>
    <message>
        <source>Network cost per GPU, net</source>
        <translation>每 GPU 网络成本（净价）</translation>
    </message>
    <message>
        <source>Cost per GPU, net</source>
        <translation>每 GPU 成本（净价）</translation>
    </message>
    <message>
        <source>Tax or VAT (%1 %)</source>
        <translation>税或增值税（%1 %）</translation>
    </message>
    <message>
        <source>Unit list price (%1)</source>
        <translation>目录单价（%1）</translation>
    </message>
    <message>
        <source>List (%1)</source>
        <translation>目录价（%1）</translation>
    </message>
    <message>
        <source>Net (%1)</source>
        <translation>净价（%1）</translation>
    </message>
    <message>
        <source>Subtotal, %1</source>
        <translation>小计：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n 排</numerusform>
        </translation>
    </message>
    <message>
        <source>to be agreed</source>
        <translation>待商定</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>付款</translation>
    </message>
    <message>
        <source>Delivery</source>
        <translation>交货</translation>
    </message>
    <message>
        <source>Validity</source>
        <translation>有效期</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) from the date of this quotation</source>
        <translation>
            <numerusform>自报价日起 %n 天</numerusform>
        </translation>
    </message>
    <message>
        <source>until %1</source>
        <translation>至 %1</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>in %1, tax or VAT at %2 % as shown</source>
        <translation>以 %1 计，税或增值税按所示 %2 % 计</translation>
    </message>
    <message>
        <source>Acceptance</source>
        <translation>接受</translation>
    </message>
    <message>
        <source>The customer</source>
        <translation>客户</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>职务</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>签字</translation>
    </message>
    <message>
        <source>Please return a signed copy to %1.</source>
        <translation>请将签字后的副本寄回 %1。</translation>
    </message>
    <message>
        <source>1 USD = %1 %2</source>
        <translation>1 USD = %1 %2</translation>
    </message>
    <message>
        <source>indicative</source>
        <translation>参考汇率</translation>
    </message>
    <message>
        <source>this quotation</source>
        <translation>本报价</translation>
    </message>
    <message>
        <source>quotation %1</source>
        <translation>报价 %1</translation>
    </message>
    <message>
        <source>%1 accepts %2 for %3 %4 (tax included) on the terms above.</source>
        <translation>%1 按上述条款接受%2，金额 %3 %4（含税）。</translation>
    </message>
    <message>
        <source>Prices listed in %1</source>
        <translation>以 %1 报价的价格</translation>
    </message>
    <message>
        <source>converted at %1</source>
        <translation>按 %1 换算</translation>
    </message>
    <message numerus="yes">
        <source>excludes %1 item(s) on request</source>
        <translation>
            <numerusform>不含 %1 项按需询价</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>excludes %1 part(s) whose draw is unknown</source>
        <translation>
            <numerusform>不含 %1 个功耗未知的部件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 line(s) on request</source>
        <translation>
            <numerusform>%1 行按需询价</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No part for sale fits the cages at both ends of %1 link(s) of this network; the bill lists the nearest, which does not fit: choose the parts for these links before ordering.</source>
        <translation>
            <numerusform>本网络有 %1 条链路没有两端笼口都适配的在售部件；物料清单列出的是最接近的部件，但并不适配：订购前请为这些链路选定部件。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 accepts %2 for %3 %4 (tax included; excludes %5 item(s) on request) on the terms above.</source>
        <translation>
            <numerusform>%1 按上述条款接受%2，金额 %3 %4（含税；不含 %5 项按需询价）。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 in %2, up to %3 per row; %4 U usable, %5 kW limit, %6 m aisle</source>
        <translation>%1，共 %2，每排最多 %3 个；可用 %4 U，功率上限 %5 kW，通道 %6 m</translation>
    </message>
    <message numerus="yes">
        <source>%Ln rack(s)</source>
        <translation>
            <numerusform>%Ln 个机柜</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>RackElevation</name>
    <message>
        <source>%1U of %2U used · %3 (limit %4 kW) · %5</source>
        <translation>已用 %1U / %2U · %3（上限 %4 kW）· %5</translation>
    </message>
    <message>
        <source>%1U of %2U used · %3 (the system&apos;s own rack) · %4</source>
        <translation>已用 %1U / %2U · %3（系统自带机柜）· %4</translation>
    </message>
    <message>
        <source>Built into the system, in no unit of their own:</source>
        <translation>内置于整机系统中，不占用单独的 U 位：</translation>
    </message>
</context>
<context>
    <name>RackText</name>
    <message>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <source>power unknown</source>
        <translation>功耗未知</translation>
    </message>
    <message>
        <source>at least %1 (%2 without a known draw)</source>
        <translation>至少 %1（%2 的功耗未知）</translation>
    </message>
    <message>
        <source>%1 kg</source>
        <translation>%1 kg</translation>
    </message>
    <message>
        <source>weight unknown</source>
        <translation>重量未知</translation>
    </message>
    <message>
        <source>at least %1 (%2 without a known weight)</source>
        <translation>至少 %1（%2 的重量未知）</translation>
    </message>
    <message numerus="yes">
        <source>%n device(s)</source>
        <translation>
            <numerusform>%n 台设备</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SaveFailure</name>
    <message>
        <source>“%1” could not be saved:
%2

Your changes are still here and in the autosave. Save them to another file?</source>
        <translation>无法保存“%1”：
%2

您的更改仍保留在窗口和自动保存中。要将其保存到另一个文件吗？</translation>
    </message>
    <message>
        <source>Cannot save project</source>
        <translation>无法保存项目</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Save Project As</source>
        <translation>项目另存为</translation>
    </message>
</context>
<context>
    <name>Seller</name>
    <message>
        <source>%1: not an image Fabric Planner can read (use PNG, JPEG or SVG)</source>
        <translation>%1：不是 Fabric Planner 能读取的图像（请使用 PNG、JPEG 或 SVG）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>SellerWarning</name>
    <message>
        <source>No Seller</source>
        <translation>没有卖方</translation>
    </message>
    <message>
        <source>This quote names no seller: the customer would not know who offers it or where to send the signed copy.</source>
        <translation>此报价未写明卖方：客户无从得知报价方是谁，也不知道签字后寄往何处。</translation>
    </message>
    <message>
        <source>Set your company, address and contact under Edit &gt; Settings &gt; Seller.</source>
        <translation>请在“编辑 &gt; 设置 &gt; 卖方”中填写公司、地址和联系方式。</translation>
    </message>
    <message>
        <source>Export Without Seller</source>
        <translation>不写卖方仍导出</translation>
    </message>
</context>
<context>
    <name>SizeChart</name>
    <message>
        <source>message size</source>
        <translation>消息大小</translation>
    </message>
    <message>
        <source>time (µs)</source>
        <translation>时间（µs）</translation>
    </message>
    <message>
        <source>busbw (GB/s)</source>
        <translation>总线带宽 busbw（GB/s）</translation>
    </message>
</context>
<context>
    <name>StoredPrices</name>
    <message>
        <source>Update Prices From My List</source>
        <translation>按我的价格表更新价格</translation>
    </message>
    <message>
        <source>Replace the prices stored in the project with your price list&apos;s, where they differ</source>
        <translation>项目中保存的价格与您的价格表不同时，改用价格表中的价格</translation>
    </message>
</context>
<context>
    <name>Terms</name>
    <message>
        <source>leaf</source>
        <translation>叶</translation>
    </message>
    <message>
        <source>spine</source>
        <translation>脊</translation>
    </message>
    <message>
        <source>core</source>
        <translation>核心</translation>
    </message>
    <message>
        <source>Leaf switches</source>
        <translation>叶交换机</translation>
    </message>
    <message>
        <source>Spine switches</source>
        <translation>脊交换机</translation>
    </message>
    <message>
        <source>Core switches</source>
        <translation>核心交换机</translation>
    </message>
    <message>
        <source>node-leaf</source>
        <translation>节点-叶</translation>
    </message>
    <message>
        <source>management-leaf</source>
        <translation>管理-叶</translation>
    </message>
    <message>
        <source>leaf-spine</source>
        <translation>叶-脊</translation>
    </message>
    <message>
        <source>spine-core</source>
        <translation>脊-核心</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>计算节点</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>NICs</source>
        <translation>网卡</translation>
    </message>
    <message>
        <source>Transceivers</source>
        <translation>光模块</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>线缆</translation>
    </message>
    <message>
        <source>Fibre</source>
        <translation>光纤</translation>
    </message>
    <message>
        <source>Spares</source>
        <translation>备件</translation>
    </message>
    <message>
        <source>peer-link</source>
        <translation>对等链路</translation>
    </message>
    <message>
        <source>oob-uplink</source>
        <translation>带外上行链路</translation>
    </message>
    <message>
        <source>Fabric managers</source>
        <translation>结构管理器</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Facility</source>
        <translation>机房设施</translation>
    </message>
    <message>
        <source>device-oob</source>
        <translation>设备-带外</translation>
    </message>
</context>
<context>
    <name>TopologyLayout</name>
    <message>
        <source>
%1, plane %2, %3 ports</source>
        <translation>
%1，平面 %2，%3 个端口</translation>
    </message>
    <message>
        <source>core</source>
        <translation>核心</translation>
    </message>
    <message>
        <source>spine</source>
        <translation>脊</translation>
    </message>
    <message>
        <source>pod</source>
        <translation>Pod</translation>
    </message>
    <message>
        <source>leaf</source>
        <translation>叶</translation>
    </message>
    <message>
        <source>SU</source>
        <translation>SU</translation>
    </message>
    <message>
        <source>node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>appliance</source>
        <translation>管理设备</translation>
    </message>
    <message>
        <source>%1 %2s (%3)
%4 … %5</source>
        <translation>%1 台%2（%3）
%4 … %5</translation>
    </message>
    <message>
        <source>Plane 1 of %1 (the other planes are identical; nodes connect to every plane)</source>
        <translation>第 1 个平面，共 %1 个（其他平面相同；节点连接到每个平面）</translation>
    </message>
    <message>
        <source>switch</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>OOB switch</source>
        <translation>带外交换机</translation>
    </message>
    <message>
        <source>%1 models</source>
        <translation>%1 种型号</translation>
    </message>
    <message>
        <source>%1 × %2, %3
%4 … %5</source>
        <translation>%1 × %2，%3
%4 … %5</translation>
    </message>
    <message>
        <source>OOB</source>
        <translation>带外</translation>
    </message>
    <message>
        <source>storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>PDU</source>
        <translation>PDU</translation>
    </message>
    <message>
        <source>%1 switch</source>
        <translation>%1交换机</translation>
    </message>
    <message>
        <source>storage device</source>
        <translation>存储设备</translation>
    </message>
    <message>
        <source>management server</source>
        <translation>管理服务器</translation>
    </message>
    <message>
        <source>subnet manager</source>
        <translation>子网管理器</translation>
    </message>
</context>
<context>
    <name>WorkbookHeader</name>
    <message>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Part number</source>
        <translation>料号</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>描述</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Unit price (%1)</source>
        <translation>单价（%1）</translation>
    </message>
    <message>
        <source>Extended (%1)</source>
        <translation>金额（%1）</translation>
    </message>
    <message>
        <source>Power (W)</source>
        <translation>功耗（W）</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>SUBTOTAL</source>
        <translation>小计</translation>
    </message>
    <message>
        <source>DISCOUNT</source>
        <translation>折扣</translation>
    </message>
    <message>
        <source>TOTAL</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>机柜</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>列</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>用途</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>设备数</translation>
    </message>
    <message>
        <source>Used RU</source>
        <translation>已用 U 数</translation>
    </message>
    <message>
        <source>Power (kW)</source>
        <translation>功耗（kW）</translation>
    </message>
    <message>
        <source>Weight (kg)</source>
        <translation>重量（kg）</translation>
    </message>
    <message>
        <source>Heat (BTU/h)</source>
        <translation>散热（BTU/h）</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>部分</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>设置项</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Unit or note</source>
        <translation>单位或备注</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>链路</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>层级</translation>
    </message>
    <message>
        <source>Plane</source>
        <translation>平面</translation>
    </message>
    <message>
        <source>A device</source>
        <translation>A 端设备</translation>
    </message>
    <message>
        <source>A rack</source>
        <translation>A 端机柜</translation>
    </message>
    <message>
        <source>A RU</source>
        <translation>A 端 U 位</translation>
    </message>
    <message>
        <source>A port</source>
        <translation>A 端端口</translation>
    </message>
    <message>
        <source>B device</source>
        <translation>B 端设备</translation>
    </message>
    <message>
        <source>B rack</source>
        <translation>B 端机柜</translation>
    </message>
    <message>
        <source>B RU</source>
        <translation>B 端 U 位</translation>
    </message>
    <message>
        <source>B port</source>
        <translation>B 端端口</translation>
    </message>
    <message>
        <source>Speed (Gb/s)</source>
        <translation>速率（Gb/s）</translation>
    </message>
    <message>
        <source>Length (m)</source>
        <translation>长度（米）</translation>
    </message>
    <message>
        <source>Run (m)</source>
        <translation>走线长度（米）</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>介质</translation>
    </message>
    <message>
        <source>Cable PN</source>
        <translation>线缆料号</translation>
    </message>
    <message>
        <source>A transceiver PN</source>
        <translation>A 端光模块料号</translation>
    </message>
    <message>
        <source>B transceiver PN</source>
        <translation>B 端光模块料号</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>字段</translation>
    </message>
    <message>
        <source>Height (U)</source>
        <translation>高度 (U)</translation>
    </message>
    <message>
        <source>Power limit (kW)</source>
        <translation>功率上限 (kW)</translation>
    </message>
    <message>
        <source>Shared cable</source>
        <translation>共用线缆</translation>
    </message>
</context>
<context>
    <name>fabric::AsBuilt</name>
    <message>
        <source>%1: not valid JSON: %2</source>
        <translation>%1：不是有效的 JSON：%2</translation>
    </message>
    <message>
        <source>%1:%2: %3</source>
        <translation>%1:%2：%3</translation>
    </message>
    <message>
        <source>%1: the file is empty: expected the output of ibnetdiscover</source>
        <translation>%1：文件为空：应为 ibnetdiscover 的输出</translation>
    </message>
    <message>
        <source>a port line outside a Switch, Ca or Rt block: %1</source>
        <translation>端口行不在 Switch、Ca 或 Rt 块内：%1</translation>
    </message>
    <message>
        <source>a port line without its port number: %1</source>
        <translation>端口行缺少端口号：%1</translation>
    </message>
    <message>
        <source>a port line without the &quot;GUID&quot;[port] of its peer: %1</source>
        <translation>端口行缺少对端的 &quot;GUID&quot;[端口]：%1</translation>
    </message>
    <message>
        <source>port %1 is not one of the %2 ports of its block</source>
        <translation>端口 %1 不在其块的 %2 个端口之内</translation>
    </message>
    <message>
        <source>a block header without its port count: %1</source>
        <translation>块头缺少端口数：%1</translation>
    </message>
    <message>
        <source>a block header without its &quot;GUID&quot;: %1</source>
        <translation>块头缺少 &quot;GUID&quot;：%1</translation>
    </message>
    <message>
        <source>a block header without its node description: %1</source>
        <translation>块头缺少节点描述：%1</translation>
    </message>
    <message>
        <source>the node %1 has a second block</source>
        <translation>节点 %1 出现了第二个块</translation>
    </message>
    <message>
        <source>not a line of ibnetdiscover&apos;s output: %1</source>
        <translation>不是 ibnetdiscover 输出中的行：%1</translation>
    </message>
    <message>
        <source>no Switch or Ca blocks: this is not ibnetdiscover&apos;s output</source>
        <translation>没有 Switch 或 Ca 块：这不是 ibnetdiscover 的输出</translation>
    </message>
    <message>
        <source>port %1 leads to %2, which has no block of its own: the file is truncated</source>
        <translation>端口 %1 连向 %2，但它没有自己的块：文件不完整</translation>
    </message>
    <message>
        <source>the block of %1 does not list its port %2, which line %3 says is linked: the file is truncated</source>
        <translation>%1 的块未列出其端口 %2，而第 %3 行称其已连接：文件不完整</translation>
    </message>
    <message>
        <source>this port&apos;s peer disagrees with line %1</source>
        <translation>此端口的对端与第 %1 行不一致</translation>
    </message>
    <message>
        <source>%1: the file is empty: expected the output of lldpctl -f json</source>
        <translation>%1：文件为空：应为 lldpctl -f json 的输出</translation>
    </message>
    <message>
        <source>%1:1: no &quot;lldp&quot; object: this is not the output of lldpctl -f json</source>
        <translation>%1:1：没有 &quot;lldp&quot; 对象：这不是 lldpctl -f json 的输出</translation>
    </message>
    <message>
        <source>%1: interface %2</source>
        <translation>%1：接口 %2</translation>
    </message>
    <message>
        <source>%1: not an object</source>
        <translation>%1：不是对象</translation>
    </message>
    <message>
        <source>%1: the neighbour has neither a name nor a chassis id</source>
        <translation>%1：邻居既没有名称也没有机箱 ID</translation>
    </message>
    <message>
        <source>%1: the neighbour&apos;s port has no name</source>
        <translation>%1：邻居的端口没有名称</translation>
    </message>
    <message>
        <source>an LLDP table (lldpctl -f json)</source>
        <translation>LLDP 表（lldpctl -f json）</translation>
    </message>
    <message>
        <source>ibnetdiscover output</source>
        <translation>ibnetdiscover 的输出</translation>
    </message>
    <message>
        <source>no discovery file given</source>
        <translation>未提供发现文件</translation>
    </message>
    <message>
        <source>%1 is given twice</source>
        <translation>%1 被指定了两次</translation>
    </message>
    <message>
        <source>%1 and %2 are the same file</source>
        <translation>%1 和 %2 是同一个文件</translation>
    </message>
    <message>
        <source>%1: this is JSON, as %2 is, not %3</source>
        <translation>%1：这是 JSON（%2 即为 JSON），不是%3</translation>
    </message>
    <message>
        <source>%1 is %2 but %3 is %4: check one network at a time</source>
        <translation>%1 是%2，而 %3 是%4：请一次只检查一个网络</translation>
    </message>
    <message>
        <source>the plan has no %1 network for %2 to check</source>
        <translation>方案中没有可供%2检查的 %1 网络</translation>
    </message>
    <message>
        <source>the plan has no %1</source>
        <translation>该方案没有%1</translation>
    </message>
    <message>
        <source>the planned %1 is Ethernet: LLDP tables check it, not ibnetdiscover output</source>
        <translation>方案中的%1是以太网：应使用 LLDP 表检查，而不是 ibnetdiscover 的输出</translation>
    </message>
    <message>
        <source>the planned %1 is InfiniBand: ibnetdiscover output checks it, not LLDP tables</source>
        <translation>方案中的%1是 InfiniBand：应使用 ibnetdiscover 的输出检查，而不是 LLDP 表</translation>
    </message>
</context>
<context>
    <name>fabric::AsBuiltFile</name>
    <message>
        <source>a discovery file</source>
        <translation>发现文件</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>fabric::Bom</name>
    <message>
        <source>must be between 0 and 100</source>
        <translation>必须在 0 到 100 之间</translation>
    </message>
    <message>
        <source>must not be negative</source>
        <translation>不能为负数</translation>
    </message>
    <message>
        <source>%1 and %2 more</source>
        <translation>%1 以及另外 %2 个</translation>
    </message>
    <message>
        <source>%1 part has no known price (quoted on request, outside the totals): %2</source>
        <translation>%1 个部件没有已知价格（按询价报价，不计入总计）：%2</translation>
    </message>
    <message>
        <source>%1 parts have no known price (quoted on request, outside the totals): %2</source>
        <translation>%1 个部件没有已知价格（按询价报价，不计入总计）：%2</translation>
    </message>
    <message>
        <source>%1 %2 switch, %3</source>
        <translation>%1 %2 交换机，%3</translation>
    </message>
    <message>
        <source>%1 switch (not in the catalogue)</source>
        <translation>%1 交换机（不在产品目录中）</translation>
    </message>
    <message>
        <source>%1 fabric management appliance</source>
        <translation>%1 网络管理设备</translation>
    </message>
    <message>
        <source>%1 (not in the catalogue)</source>
        <translation>%1（不在产品目录中）</translation>
    </message>
    <message>
        <source>Spare: %1</source>
        <translation>备件：%1</translation>
    </message>
    <message>
        <source>%1 (END-OF-LIFE, not for sale)</source>
        <translation>%1（已停产，不再销售）</translation>
    </message>
    <message>
        <source>%1 (END-OF-LIFE, not for sale; NVIDIA sells instead: %2)</source>
        <translation>%1（已停产，不再销售；NVIDIA 现售替代品：%2）</translation>
    </message>
    <message>
        <source>the project prices %1 at %2 %3 (%4); your price list now says %5 %6: the project&apos;s price is used (Design &gt; Update Prices From My List takes yours)</source>
        <translation>项目中 %1 的价格为 %2 %3（%4）；您的价格表现为 %5 %6：使用项目中的价格（“设计 &gt; 按我的价格表更新价格”可改用您的价格）</translation>
    </message>
    <message>
        <source>the project&apos;s price of %1 is in %2, a currency the catalogue has no rate for</source>
        <translation>项目中 %1 的价格以 %2 计，目录中没有该货币的汇率</translation>
    </message>
    <message>
        <source>Racks and power distribution</source>
        <translation>机柜和配电</translation>
    </message>
</context>
<context>
    <name>fabric::Cabling</name>
    <message>
        <source>and %1 more links that no medium in the catalogue carries</source>
        <translation>另有 %1 条链路，产品目录中没有可承载它们的介质</translation>
    </message>
    <message>
        <source>link %1 (%2 port %3 to %4 port %5, %6 Gb/s, %7): no medium in the catalogue carries it</source>
        <translation>链路 %1（%2 端口 %3 至 %4 端口 %5，%6 Gb/s，%7）：产品目录中没有可承载它的介质</translation>
    </message>
    <message>
        <source>and %1 more links that no medium on sale carries</source>
        <translation>另有 %1 条链路，没有在售介质可承载它们</translation>
    </message>
    <message>
        <source>link %1 (%2 port %3 to %4 port %5, %6 Gb/s, %7): no medium on sale carries it; the end-of-life %8 would, were end-of-life parts allowed</source>
        <translation>链路 %1（%2 端口 %3 至 %4 端口 %5，%6 Gb/s，%7）：没有在售介质可承载它；若允许使用已停产部件，已停产的 %8 可以承载</translation>
    </message>
    <message>
        <source>%1 link has no transceiver for sale that fits the cages at both ends, and the plan lists the nearest, which does not fit: link %2 (%3 port %4, cage %5, to %6 port %7, cage %8) takes %9</source>
        <translation>%1 条链路没有两端笼位都适配的在售光模块，方案列出的是最接近的部件，但它并不适配：链路 %2（%3 端口 %4，笼位 %5，至 %6 端口 %7，笼位 %8）使用 %9</translation>
    </message>
    <message>
        <source>%1 links have no transceiver for sale that fits the cages at both ends, and the plan lists the nearest, which does not fit: link %2 (%3 port %4, cage %5, to %6 port %7, cage %8) takes %9</source>
        <translation>%1 条链路没有两端笼位都适配的在售光模块，方案列出的是最接近的部件，但它并不适配：链路 %2（%3 端口 %4，笼位 %5，至 %6 端口 %7，笼位 %8）使用 %9</translation>
    </message>
    <message>
        <source>%1 link is longer than any medium for sale at %2 Gb/s reaches, so the plan takes end-of-life parts, marked end-of-life in the bill and the cabling plan (link %3, %4 port %5 to %6 port %7): %8. --for-sale-only refuses them</source>
        <translation>%1 条链路超出了 %2 Gb/s 下任何在售介质的传输距离，因此方案采用了已停产部件，并在物料清单和布线方案中标注为已停产（链路 %3，%4 端口 %5 至 %6 端口 %7）：%8。--for-sale-only 会拒绝这些部件</translation>
    </message>
    <message>
        <source>%1 links are longer than any medium for sale at %2 Gb/s reaches, so the plan takes end-of-life parts, marked end-of-life in the bill and the cabling plan (first: link %3, %4 port %5 to %6 port %7): %8. --for-sale-only refuses them</source>
        <translation>%1 条链路超出了 %2 Gb/s 下任何在售介质的传输距离，因此方案采用了已停产部件，并在物料清单和布线方案中标注为已停产（第一条：链路 %3，%4 端口 %5 至 %6 端口 %7）：%8。--for-sale-only 会拒绝这些部件</translation>
    </message>
</context>
<context>
    <name>fabric::Catalogue</name>
    <message>
        <source>catalogue not found: %1</source>
        <translation>找不到产品目录：%1</translation>
    </message>
    <message>
        <source>cannot open catalogue %1: %2</source>
        <translation>无法打开产品目录 %1：%2</translation>
    </message>
    <message>
        <source>catalogue %1 is not a readable SQLite database: %2</source>
        <translation>产品目录 %1 不是可读取的 SQLite 数据库：%2</translation>
    </message>
    <message>
        <source>catalogue %1 has schema version %2; this Fabric Planner reads version %3</source>
        <translation>产品目录 %1 的架构版本为 %2；此版本的 Fabric Planner 读取版本 %3</translation>
    </message>
    <message>
        <source>catalogue %1 is damaged: %2; reinstall Fabric Planner or rebuild the catalogue</source>
        <translation>产品目录 %1 已损坏：%2；请重新安装 Fabric Planner 或重新生成产品目录</translation>
    </message>
    <message>
        <source>catalogue %1 is damaged: %2</source>
        <translation>产品目录 %1 已损坏：%2</translation>
    </message>
    <message>
        <source>catalogue %1: %2</source>
        <translation>目录 %1：%2</translation>
    </message>
    <message>
        <source>catalogue %1 is an empty file; reinstall Fabric Planner or rebuild the catalogue</source>
        <translation>目录 %1 是空文件；请重新安装 Fabric Planner 或重新构建目录</translation>
    </message>
    <message>
        <source>%1 is not a Fabric Planner catalogue (it has no schema version); reinstall Fabric Planner or rebuild the catalogue</source>
        <translation>%1 不是 Fabric Planner 目录（没有架构版本）；请重新安装 Fabric Planner 或重新构建目录</translation>
    </message>
</context>
<context>
    <name>fabric::Comparison</name>
    <message>
        <source>Performance</source>
        <translation>性能</translation>
    </message>
    <message>
        <source>%1 busbw at %2</source>
        <translation>%1 总线带宽（%2）</translation>
    </message>
    <message>
        <source>%1 time at %2</source>
        <translation>%1 耗时（%2）</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>规模</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <source>Tiers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>Leaf switches</source>
        <translation>叶交换机</translation>
    </message>
    <message>
        <source>Spine switches</source>
        <translation>脊交换机</translation>
    </message>
    <message>
        <source>Core switches</source>
        <translation>核心交换机</translation>
    </message>
    <message>
        <source>All switches</source>
        <translation>交换机总数</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>链路</translation>
    </message>
    <message>
        <source>Node-leaf links</source>
        <translation>节点-叶链路</translation>
    </message>
    <message>
        <source>Leaf-spine links</source>
        <translation>叶-脊链路</translation>
    </message>
    <message>
        <source>Spine-core links</source>
        <translation>脊-核心链路</translation>
    </message>
    <message>
        <source>Cable runs</source>
        <translation>线缆布线</translation>
    </message>
    <message>
        <source>Cable run length</source>
        <translation>布线总长度</translation>
    </message>
    <message>
        <source>Copper and AOC cables</source>
        <translation>铜缆和 AOC 线缆</translation>
    </message>
    <message>
        <source>Fibres</source>
        <translation>光纤</translation>
    </message>
    <message>
        <source>Transceivers</source>
        <translation>光模块</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Cost per GPU</source>
        <translation>每 GPU 成本</translation>
    </message>
    <message>
        <source>Lines without a price</source>
        <translation>无价格的行数</translation>
    </message>
    <message>
        <source>Network power</source>
        <translation>网络功耗</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>机柜数</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>Power per GPU</source>
        <translation>每 GPU 功耗</translation>
    </message>
    <message>
        <source>Bisection bandwidth</source>
        <translation>对分带宽</translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation>收敛比</translation>
    </message>
    <message>
        <source>Switch hops across SUs</source>
        <translation>跨 SU 的交换机跳数</translation>
    </message>
    <message>
        <source>Worst-case latency</source>
        <translation>最坏情况时延</translation>
    </message>
    <message>
        <source>Cable latency, longest path (excludes switch latency)</source>
        <translation>最长路径的线缆时延（不含交换机时延）</translation>
    </message>
    <message>
        <source>%1 (RoCE counterpart)</source>
        <translation>%1（RoCE 对应方案）</translation>
    </message>
    <message>
        <source>%1 (InfiniBand counterpart)</source>
        <translation>%1（InfiniBand 对应方案）</translation>
    </message>
    <message>
        <source>Networks</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Net cost, compute nodes and fabric</source>
        <translation>净成本：计算节点和计算网络</translation>
    </message>
    <message>
        <source>Net total before tax (known prices)</source>
        <translation>税前净总计（已知价格）</translation>
    </message>
    <message>
        <source>not planned</source>
        <translation>未规划</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>%1 switches</source>
        <translation>%1交换机</translation>
    </message>
    <message>
        <source>Net cost, %1</source>
        <translation>净成本：%1</translation>
    </message>
</context>
<context>
    <name>fabric::Currency</name>
    <message>
        <source>UAE Dirham</source>
        <translation>UAE 迪拉姆</translation>
    </message>
    <message>
        <source>Afghani</source>
        <translation>阿富汗尼</translation>
    </message>
    <message>
        <source>Lek</source>
        <translation>列克</translation>
    </message>
    <message>
        <source>Armenian Dram</source>
        <translation>亚美尼亚达姆</translation>
    </message>
    <message>
        <source>Netherlands Antillean Guilder</source>
        <translation>荷属安的列斯盾</translation>
    </message>
    <message>
        <source>Kwanza</source>
        <translation>宽扎</translation>
    </message>
    <message>
        <source>Argentine Peso</source>
        <translation>阿根廷比索</translation>
    </message>
    <message>
        <source>Australian Dollar</source>
        <translation>澳大利亚元</translation>
    </message>
    <message>
        <source>Aruban Florin</source>
        <translation>阿鲁巴弗罗林</translation>
    </message>
    <message>
        <source>Azerbaijan Manat</source>
        <translation>阿塞拜疆马纳特</translation>
    </message>
    <message>
        <source>Convertible Mark</source>
        <translation>波斯尼亚和黑塞哥维那可兑换马克</translation>
    </message>
    <message>
        <source>Barbados Dollar</source>
        <translation>巴巴多斯元</translation>
    </message>
    <message>
        <source>Taka</source>
        <translation>塔卡</translation>
    </message>
    <message>
        <source>Bulgarian Lev</source>
        <translation>保加利亚列弗</translation>
    </message>
    <message>
        <source>Bahraini Dinar</source>
        <translation>巴林第纳尔</translation>
    </message>
    <message>
        <source>Burundi Franc</source>
        <translation>布隆迪法郎</translation>
    </message>
    <message>
        <source>Bermudian Dollar</source>
        <translation>百慕大元</translation>
    </message>
    <message>
        <source>Brunei Dollar</source>
        <translation>文莱元</translation>
    </message>
    <message>
        <source>Boliviano</source>
        <translation>玻利维亚比索</translation>
    </message>
    <message>
        <source>Mvdol</source>
        <translation>玻利维亚语</translation>
    </message>
    <message>
        <source>Brazilian Real</source>
        <translation>巴西瑞尔</translation>
    </message>
    <message>
        <source>Bahamian Dollar</source>
        <translation>巴哈马元</translation>
    </message>
    <message>
        <source>Ngultrum</source>
        <translation>努尔特鲁姆</translation>
    </message>
    <message>
        <source>Pula</source>
        <translation>普拉</translation>
    </message>
    <message>
        <source>Belarusian Ruble</source>
        <translation>白俄罗斯卢布</translation>
    </message>
    <message>
        <source>Belize Dollar</source>
        <translation>伯利兹元</translation>
    </message>
    <message>
        <source>Canadian Dollar</source>
        <translation>加元</translation>
    </message>
    <message>
        <source>Congolese Franc</source>
        <translation>刚果法郎</translation>
    </message>
    <message>
        <source>WIR Euro</source>
        <translation>WIR 欧元</translation>
    </message>
    <message>
        <source>Swiss Franc</source>
        <translation>瑞士法郎</translation>
    </message>
    <message>
        <source>WIR Franc</source>
        <translation>WIR 法郎</translation>
    </message>
    <message>
        <source>Unidad de Fomento</source>
        <translation>智利比索</translation>
    </message>
    <message>
        <source>Chilean Peso</source>
        <translation>智利比索</translation>
    </message>
    <message>
        <source>Yuan Renminbi</source>
        <translation>人民币元</translation>
    </message>
    <message>
        <source>Colombian Peso</source>
        <translation>哥伦比亚比索</translation>
    </message>
    <message>
        <source>Unidad de Valor Real</source>
        <translation>以太坊</translation>
    </message>
    <message>
        <source>Costa Rican Colon</source>
        <translation>哥斯达黎加科朗</translation>
    </message>
    <message>
        <source>Peso Convertible</source>
        <translation>古巴可兑换比索</translation>
    </message>
    <message>
        <source>Cuban Peso</source>
        <translation>古巴比索</translation>
    </message>
    <message>
        <source>Cabo Verde Escudo</source>
        <translation>佛得角埃斯库多</translation>
    </message>
    <message>
        <source>Czech Koruna</source>
        <translation>捷克克朗</translation>
    </message>
    <message>
        <source>Djibouti Franc</source>
        <translation>吉布提法郎</translation>
    </message>
    <message>
        <source>Danish Krone</source>
        <translation>丹麦克朗</translation>
    </message>
    <message>
        <source>Dominican Peso</source>
        <translation>多米尼加比索</translation>
    </message>
    <message>
        <source>Algerian Dinar</source>
        <translation>阿尔及利亚第纳尔</translation>
    </message>
    <message>
        <source>Egyptian Pound</source>
        <translation>埃及镑</translation>
    </message>
    <message>
        <source>Nakfa</source>
        <translation>纳克法</translation>
    </message>
    <message>
        <source>Ethiopian Birr</source>
        <translation>埃塞俄比亚比尔</translation>
    </message>
    <message>
        <source>Euro</source>
        <translation>欧元</translation>
    </message>
    <message>
        <source>Fiji Dollar</source>
        <translation>斐济元</translation>
    </message>
    <message>
        <source>Falkland Islands Pound</source>
        <translation>福克兰群岛镑</translation>
    </message>
    <message>
        <source>Pound Sterling</source>
        <translation>英镑</translation>
    </message>
    <message>
        <source>Lari</source>
        <translation>拉里</translation>
    </message>
    <message>
        <source>Ghana Cedi</source>
        <translation>加纳塞地</translation>
    </message>
    <message>
        <source>Gibraltar Pound</source>
        <translation>直布罗陀镑</translation>
    </message>
    <message>
        <source>Dalasi</source>
        <translation>达拉西</translation>
    </message>
    <message>
        <source>Guinean Franc</source>
        <translation>几内亚法郎</translation>
    </message>
    <message>
        <source>Quetzal</source>
        <translation>格查尔</translation>
    </message>
    <message>
        <source>Guyana Dollar</source>
        <translation>圭亚那元</translation>
    </message>
    <message>
        <source>Hong Kong Dollar</source>
        <translation>香港元</translation>
    </message>
    <message>
        <source>Lempira</source>
        <translation>伦皮拉</translation>
    </message>
    <message>
        <source>Gourde</source>
        <translation>古德</translation>
    </message>
    <message>
        <source>Forint</source>
        <translation>福林</translation>
    </message>
    <message>
        <source>Rupiah</source>
        <translation>卢比</translation>
    </message>
    <message>
        <source>New Israeli Sheqel</source>
        <translation>锡克尔</translation>
    </message>
    <message>
        <source>Indian Rupee</source>
        <translation>印度卢比</translation>
    </message>
    <message>
        <source>Iraqi Dinar</source>
        <translation>伊拉克第纳尔</translation>
    </message>
    <message>
        <source>Iranian Rial</source>
        <translation>伊朗里亚尔</translation>
    </message>
    <message>
        <source>Iceland Krona</source>
        <translation>冰岛克朗</translation>
    </message>
    <message>
        <source>Jamaican Dollar</source>
        <translation>牙买加元</translation>
    </message>
    <message>
        <source>Jordanian Dinar</source>
        <translation>约丹第纳尔</translation>
    </message>
    <message>
        <source>Yen</source>
        <translation>日元</translation>
    </message>
    <message>
        <source>Kenyan Shilling</source>
        <translation>肯亚先令</translation>
    </message>
    <message>
        <source>Som</source>
        <translation>索姆</translation>
    </message>
    <message>
        <source>Riel</source>
        <translation>瑞尔</translation>
    </message>
    <message>
        <source>Comorian Franc</source>
        <translation>科摩罗法郎</translation>
    </message>
    <message>
        <source>North Korean Won</source>
        <translation>北朝鲜圆</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>圆</translation>
    </message>
    <message>
        <source>Kuwaiti Dinar</source>
        <translation>科威特第纳尔</translation>
    </message>
    <message>
        <source>Cayman Islands Dollar</source>
        <translation>开曼群岛元</translation>
    </message>
    <message>
        <source>Tenge</source>
        <translation>坚戈</translation>
    </message>
    <message>
        <source>Lao Kip</source>
        <translation>老挝基普</translation>
    </message>
    <message>
        <source>Lebanese Pound</source>
        <translation>黎巴嫩镑</translation>
    </message>
    <message>
        <source>Sri Lanka Rupee</source>
        <translation>斯里兰卡卢比</translation>
    </message>
    <message>
        <source>Liberian Dollar</source>
        <translation>利比利亚元</translation>
    </message>
    <message>
        <source>Loti</source>
        <translation>罗提</translation>
    </message>
    <message>
        <source>Libyan Dinar</source>
        <translation>利比亚第纳尔</translation>
    </message>
    <message>
        <source>Moroccan Dirham</source>
        <translation>摩洛哥迪拉姆</translation>
    </message>
    <message>
        <source>Moldovan Leu</source>
        <translation>摩尔多瓦列伊</translation>
    </message>
    <message>
        <source>Malagasy Ariary</source>
        <translation>马达加斯加阿里亚里</translation>
    </message>
    <message>
        <source>Denar</source>
        <translation>第纳尔</translation>
    </message>
    <message>
        <source>Kyat</source>
        <translation>缅元</translation>
    </message>
    <message>
        <source>Tugrik</source>
        <translation>图格里克</translation>
    </message>
    <message>
        <source>Pataca</source>
        <translation>澳门元</translation>
    </message>
    <message>
        <source>Ouguiya</source>
        <translation>乌吉亚</translation>
    </message>
    <message>
        <source>Mauritius Rupee</source>
        <translation>毛里求斯卢比</translation>
    </message>
    <message>
        <source>Rufiyaa</source>
        <translation>卢菲亚</translation>
    </message>
    <message>
        <source>Malawi Kwacha</source>
        <translation>马拉维克瓦查</translation>
    </message>
    <message>
        <source>Mexican Peso</source>
        <translation>墨西哥比索</translation>
    </message>
    <message>
        <source>Mexican Unidad de Inversion (UDI)</source>
        <translation>墨西哥(资金)</translation>
    </message>
    <message>
        <source>Malaysian Ringgit</source>
        <translation>马来西亚林吉特</translation>
    </message>
    <message>
        <source>Mozambique Metical</source>
        <translation>莫桑比克梅蒂卡尔</translation>
    </message>
    <message>
        <source>Namibia Dollar</source>
        <translation>纳米比亚元</translation>
    </message>
    <message>
        <source>Naira</source>
        <translation>奈拉</translation>
    </message>
    <message>
        <source>Cordoba Oro</source>
        <translation>金科多巴</translation>
    </message>
    <message>
        <source>Norwegian Krone</source>
        <translation>挪威克朗</translation>
    </message>
    <message>
        <source>Nepalese Rupee</source>
        <translation>尼泊尔卢比</translation>
    </message>
    <message>
        <source>New Zealand Dollar</source>
        <translation>新西兰元</translation>
    </message>
    <message>
        <source>Rial Omani</source>
        <translation>阿曼里亚尔</translation>
    </message>
    <message>
        <source>Balboa</source>
        <translation>巴波亚</translation>
    </message>
    <message>
        <source>Sol</source>
        <translation>秘鲁索尔</translation>
    </message>
    <message>
        <source>Kina</source>
        <translation>基那</translation>
    </message>
    <message>
        <source>Philippine Peso</source>
        <translation>菲律宾比索</translation>
    </message>
    <message>
        <source>Pakistan Rupee</source>
        <translation>巴基斯坦卢比</translation>
    </message>
    <message>
        <source>Zloty</source>
        <translation>兹罗提</translation>
    </message>
    <message>
        <source>Guarani</source>
        <translation>瓜拉尼</translation>
    </message>
    <message>
        <source>Qatari Rial</source>
        <translation>卡塔尔里亚尔</translation>
    </message>
    <message>
        <source>Romanian Leu</source>
        <translation>罗马尼亚列伊</translation>
    </message>
    <message>
        <source>Serbian Dinar</source>
        <translation>塞尔维亚第纳尔</translation>
    </message>
    <message>
        <source>Russian Ruble</source>
        <translation>俄罗斯卢布</translation>
    </message>
    <message>
        <source>Rwanda Franc</source>
        <translation>卢旺达法郎</translation>
    </message>
    <message>
        <source>Saudi Riyal</source>
        <translation>沙特里亚尔</translation>
    </message>
    <message>
        <source>Solomon Islands Dollar</source>
        <translation>所罗门群岛元</translation>
    </message>
    <message>
        <source>Seychelles Rupee</source>
        <translation>塞舌尔卢比</translation>
    </message>
    <message>
        <source>Sudanese Pound</source>
        <translation>苏丹镑</translation>
    </message>
    <message>
        <source>Swedish Krona</source>
        <translation>瑞典克朗</translation>
    </message>
    <message>
        <source>Singapore Dollar</source>
        <translation>新加坡元</translation>
    </message>
    <message>
        <source>Saint Helena Pound</source>
        <translation>圣赫勒拿镑</translation>
    </message>
    <message>
        <source>Leone</source>
        <translation>利昂</translation>
    </message>
    <message>
        <source>Somali Shilling</source>
        <translation>索马里先令</translation>
    </message>
    <message>
        <source>Surinam Dollar</source>
        <translation>苏里南元</translation>
    </message>
    <message>
        <source>South Sudanese Pound</source>
        <translation>南苏丹镑</translation>
    </message>
    <message>
        <source>Dobra</source>
        <translation>多布拉</translation>
    </message>
    <message>
        <source>El Salvador Colon</source>
        <translation>萨尔瓦多科朗</translation>
    </message>
    <message>
        <source>Syrian Pound</source>
        <translation>叙利亚镑</translation>
    </message>
    <message>
        <source>Lilangeni</source>
        <translation>里兰吉尼</translation>
    </message>
    <message>
        <source>Baht</source>
        <translation>铢</translation>
    </message>
    <message>
        <source>Somoni</source>
        <translation>索莫尼</translation>
    </message>
    <message>
        <source>Turkmenistan New Manat</source>
        <translation>土库曼斯坦马纳特</translation>
    </message>
    <message>
        <source>Tunisian Dinar</source>
        <translation>突尼斯第纳尔</translation>
    </message>
    <message>
        <source>Pa’anga</source>
        <translation>汤加潘加</translation>
    </message>
    <message>
        <source>Turkish Lira</source>
        <translation>土耳其里拉</translation>
    </message>
    <message>
        <source>Trinidad and Tobago Dollar</source>
        <translation>特立尼达和多巴哥元</translation>
    </message>
    <message>
        <source>New Taiwan Dollar</source>
        <translation>新台湾元</translation>
    </message>
    <message>
        <source>Tanzanian Shilling</source>
        <translation>坦桑尼亚先令</translation>
    </message>
    <message>
        <source>Hryvnia</source>
        <translation>格里夫尼亚</translation>
    </message>
    <message>
        <source>Uganda Shilling</source>
        <translation>乌干达先令</translation>
    </message>
    <message>
        <source>US Dollar</source>
        <translation>美元</translation>
    </message>
    <message>
        <source>US Dollar (Next day)</source>
        <translation>美元 （次日）</translation>
    </message>
    <message>
        <source>Uruguay Peso en Unidades Indexadas (UI)</source>
        <translation>乌拉圭货币指数(UI)</translation>
    </message>
    <message>
        <source>Peso Uruguayo</source>
        <translation>乌拉圭比索</translation>
    </message>
    <message>
        <source>Unidad Previsional</source>
        <translation>估计单位（UYW）</translation>
    </message>
    <message>
        <source>Uzbekistan Sum</source>
        <translation>乌兹别克斯坦苏姆</translation>
    </message>
    <message>
        <source>Bolívar Soberano</source>
        <translation>主权玻利瓦尔</translation>
    </message>
    <message>
        <source>Dong</source>
        <translation>盾</translation>
    </message>
    <message>
        <source>Vatu</source>
        <translation>瓦图</translation>
    </message>
    <message>
        <source>Tala</source>
        <translation>塔拉</translation>
    </message>
    <message>
        <source>CFA Franc BEAC</source>
        <translation>CFA 法郎 BEAC</translation>
    </message>
    <message>
        <source>Silver</source>
        <translation>银</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>黄金</translation>
    </message>
    <message>
        <source>Bond Markets Unit European Composite Unit (EURCO)</source>
        <translation>欧洲货币合成单（EURCO）</translation>
    </message>
    <message>
        <source>Bond Markets Unit European Monetary Unit (E.M.U.-6)</source>
        <translation>欧洲货币单位 (E.M.U.-6)</translation>
    </message>
    <message>
        <source>Bond Markets Unit European Unit of Account 9 (E.U.A.-9)</source>
        <translation>欧洲账户9单位(E.U.A.-9)</translation>
    </message>
    <message>
        <source>Bond Markets Unit European Unit of Account 17 (E.U.A.-17)</source>
        <translation>欧洲账户17单位(E.U.A.-17)</translation>
    </message>
    <message>
        <source>East Caribbean Dollar</source>
        <translation>东加勒比元</translation>
    </message>
    <message>
        <source>Caribbean Guilder</source>
        <translation>加勒比盾</translation>
    </message>
    <message>
        <source>SDR (Special Drawing Right)</source>
        <translation>特别提款权</translation>
    </message>
    <message>
        <source>CFA Franc BCEAO</source>
        <translation>CFA 法郎 BCEAO</translation>
    </message>
    <message>
        <source>Palladium</source>
        <translation>钯</translation>
    </message>
    <message>
        <source>CFP Franc</source>
        <translation>CFP 法郎</translation>
    </message>
    <message>
        <source>Platinum</source>
        <translation>铂白金</translation>
    </message>
    <message>
        <source>Sucre</source>
        <translation>苏克雷</translation>
    </message>
    <message>
        <source>Codes specifically reserved for testing purposes</source>
        <translation>为测试特别保留的代码</translation>
    </message>
    <message>
        <source>ADB Unit of Account</source>
        <translation>非洲开发银行记帐单位</translation>
    </message>
    <message>
        <source>The codes assigned for transactions where no currency is involved</source>
        <translation>未包括的交易货币代码</translation>
    </message>
    <message>
        <source>Yemeni Rial</source>
        <translation>也门里亚尔</translation>
    </message>
    <message>
        <source>Rand</source>
        <translation>兰特</translation>
    </message>
    <message>
        <source>Zambian Kwacha</source>
        <translation>赞比亚克瓦查</translation>
    </message>
    <message>
        <source>Zimbabwe Gold</source>
        <translation>津巴布韦金</translation>
    </message>
    <message>
        <source>Zimbabwe Dollar</source>
        <translation>津巴布韦元</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an ISO 4217 currency code (such as USD, EUR, CNY, JPY)</source>
        <translation>“%1”不是 ISO 4217 货币代码（例如 USD、EUR、CNY、JPY）</translation>
    </message>
    <message>
        <source>no exchange rate for %1: give one (%1 per USD, with its date) in the project (pricing.exchangeRate), with --exchange-rate, or in Settings</source>
        <translation>没有 %1 的汇率：请在项目中（pricing.exchangeRate）、用 --exchange-rate 或在“设置”中给出（每 1 美元兑换的 %1 及其日期）</translation>
    </message>
    <message>
        <source>the exchange rate of %1 must be a number of %1 per USD from %2 to %3</source>
        <translation>%1 的汇率必须在 %2 到 %3 之间（每 1 美元兑换的 %1）</translation>
    </message>
    <message>
        <source>no exchange rate for %1: give one (%1 per USD) in pricing.exchangeRate, with its date in pricing.exchangeRateDate, or in the desktop application&apos;s Settings</source>
        <translation>没有 %1 的汇率：请在 pricing.exchangeRate 中给出（每 1 美元兑换的 %1），并在 pricing.exchangeRateDate 中给出其日期，或在桌面应用的“设置”中给出</translation>
    </message>
</context>
<context>
    <name>fabric::Design</name>
    <message>
        <source>%1 names several switches: %2; give one</source>
        <translation>%1 对应多个交换机：%2；请指定其中一个</translation>
    </message>
    <message>
        <source>%1 names several platforms: %2; give one</source>
        <translation>%1 对应多个平台：%2；请指定其中一个</translation>
    </message>
    <message>
        <source>unknown switch %1 (did you mean %2?)</source>
        <translation>未知交换机 %1（您是否指 %2？）</translation>
    </message>
    <message>
        <source>unknown platform %1 (did you mean %2?)</source>
        <translation>未知平台 %1（您是否指 %2？）</translation>
    </message>
    <message>
        <source>unknown switch %1 (the catalogue has: %2)</source>
        <translation>未知交换机 %1（产品目录中有：%2）</translation>
    </message>
    <message>
        <source>unknown platform %1 (the catalogue has: %2)</source>
        <translation>未知平台 %1（产品目录中有：%2）</translation>
    </message>
    <message>
        <source>expected a positive whole number, got %1</source>
        <translation>应为正整数，实际为 %1</translation>
    </message>
    <message>
        <source>at most %1, got %2</source>
        <translation>最多 %1，实际为 %2</translation>
    </message>
    <message>
        <source>expected a number from %1 to %2, got %3 (%4)</source>
        <translation>应为 %1 到 %2 之间的数，实际为 %3（%4）</translation>
    </message>
    <message>
        <source>expected a number from %1 to %2, got %3</source>
        <translation>应为 %1 到 %2 之间的数，实际为 %3</translation>
    </message>
    <message>
        <source>expected a number above 0 and at most %1, got %2</source>
        <translation>应为大于 0 且不超过 %1 的数，实际为 %2</translation>
    </message>
    <message>
        <source>leaf down:up, 1 is non-blocking</source>
        <translation>叶交换机下行:上行，1 为无阻塞</translation>
    </message>
    <message>
        <source>spine down:up, 1 is non-blocking</source>
        <translation>脊交换机下行:上行，1 为无阻塞</translation>
    </message>
    <message>
        <source>expected a rack name such as R01-03</source>
        <translation>应为机柜名称，例如 R01-03</translation>
    </message>
    <message>
        <source>expected a currency code such as USD</source>
        <translation>应为币种代码，例如 USD</translation>
    </message>
    <message>
        <source>expected zero or more days, got %1</source>
        <translation>应为零天或更多天，实际为 %1</translation>
    </message>
    <message>
        <source>expected a finite number</source>
        <translation>应为有限数值</translation>
    </message>
    <message>
        <source>%1 has no GPUs; give the number of nodes instead</source>
        <translation>%1 没有 GPU；请改为填写节点数</translation>
    </message>
    <message>
        <source>%1&apos;s NIC %2 does not speak %3</source>
        <translation>%1 的网卡 %2 不支持 %3</translation>
    </message>
    <message>
        <source>%1 Gb/s is faster than %2&apos;s NIC (%3 Gb/s)</source>
        <translation>%1 Gb/s 超过了 %2 网卡的速率（%3 Gb/s）</translation>
    </message>
    <message>
        <source>%1 is an %2 switch but the fabric is %3</source>
        <translation>%1 是 %2 交换机，但网络为 %3</translation>
    </message>
    <message>
        <source>the compute fabric is always planned: list compute too</source>
        <translation>计算网络总会被规划：请同时列出 compute</translation>
    </message>
    <message>
        <source>expected zero or more, got %1</source>
        <translation>应为零或更大，实际为 %1</translation>
    </message>
    <message>
        <source>the name has %1 characters; a name has at most %2</source>
        <translation>名称有 %1 个字符；名称最多 %2 个字符</translation>
    </message>
    <message>
        <source>%1 tiers: a fat tree can be forced to 2 or 3 tiers only</source>
        <translation>%1 层：胖树只能强制为 2 层或 3 层</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an ISO 4217 currency code (such as USD, EUR, CNY, JPY)</source>
        <translation>“%1”不是 ISO 4217 货币代码（例如 USD、EUR、CNY、JPY）</translation>
    </message>
    <message>
        <source>expected a date such as 2026-11-30, got &apos;%1&apos;</source>
        <translation>应为日期，例如 2026-11-30，实际为“%1”</translation>
    </message>
    <message>
        <source>expected a number of %1 per USD from %2 to %3, got %4</source>
        <translation>应为 %2 到 %3 之间的数（每 1 美元兑换的 %1），实际为 %4</translation>
    </message>
    <message>
        <source>the project gives both %1 nodes and %2 GPUs: the GPUs size the cluster and the node count is not used (saving drops it)</source>
        <translation>项目同时给出 %1 个节点和 %2 个 GPU：集群按 GPU 数量规划，节点数不使用（保存时将删除）</translation>
    </message>
    <message>
        <source>unknown part %1: the catalogue has no part of this name or part number</source>
        <translation>未知部件 %1：目录中没有此名称或部件号的部件</translation>
    </message>
    <message>
        <source>%1 is the same part as pricing.prices[%2].part, %3</source>
        <translation>%1 与 pricing.prices[%2].part（%3）是同一部件</translation>
    </message>
</context>
<context>
    <name>fabric::Export</name>
    <message>
        <source>%1 cables do not fit one .xlsx sheet (%2 rows): the workbook&apos;s Cabling table goes over %3 sheets; the cabling CSV (export --cabling) holds it in one file</source>
        <translation>%1 条线缆超出单个 .xlsx 工作表的容量（%2 行）：工作簿的布线表分为 %3 个工作表；布线 CSV（export --cabling）可在一个文件中容纳全部线缆</translation>
    </message>
    <message>
        <source>no output file given</source>
        <translation>未指定输出文件</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>cannot write %1: the folder %2 does not exist</source>
        <translation>无法写入 %1：文件夹 %2 不存在</translation>
    </message>
    <message>
        <source>cannot write %1: it is %2, not a file</source>
        <translation>无法写入 %1：它是%2，不是文件</translation>
    </message>
    <message>
        <source>wrote %1 but could not flush its folder: %2</source>
        <translation>已写入 %1，但无法刷新其所在文件夹：%2</translation>
    </message>
    <message>
        <source>the plan has no links to cable</source>
        <translation>规划中没有需要布线的链路</translation>
    </message>
    <message>
        <source>the plan has no links</source>
        <translation>规划中没有链路</translation>
    </message>
    <message>
        <source>link %1 joins two hosts; InfiniBand needs a switch between</source>
        <translation>链路 %1 直接连接两台主机；InfiniBand 需要在其间有交换机</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>cell %1</source>
        <translation>单元格 %1</translation>
    </message>
    <message>
        <source>the sheet %1 has %2 rows, more than the %3 a sheet holds</source>
        <translation>工作表 %1 有 %2 行，超过一个工作表可容纳的 %3 行</translation>
    </message>
    <message>
        <source>cannot add the sheet %1</source>
        <translation>无法添加工作表 %1</translation>
    </message>
    <message>
        <source>%1!%2</source>
        <translation>%1!%2</translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation>无法创建 %1</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>the workbook has no sheets</source>
        <translation>工作簿中没有工作表</translation>
    </message>
    <message>
        <source>the plan has errors; nothing to export</source>
        <translation>规划存在错误；没有可导出的内容</translation>
    </message>
    <message>
        <source>the plan has no cables to label</source>
        <translation>该方案没有可贴标签的线缆</translation>
    </message>
    <message>
        <source>the plan has no devices</source>
        <translation>该方案没有设备</translation>
    </message>
    <message>
        <source>%1 is not written by core</source>
        <translation>%1 不由核心写出</translation>
    </message>
    <message>
        <source>cannot write %1: %2 is %3, not a folder</source>
        <translation>无法写入 %1：%2 是%3，不是文件夹</translation>
    </message>
    <message>
        <source>the plan has no %1</source>
        <translation>该方案没有%1</translation>
    </message>
    <message>
        <source>the ibnetdiscover topology file is for InfiniBand fabrics; the %1 is Ethernet</source>
        <translation>ibnetdiscover 拓扑文件用于 InfiniBand 网络；%1是以太网</translation>
    </message>
</context>
<context>
    <name>fabric::Files</name>
    <message>
        <source>%1 %2 is %3 %4: writing it would replace what is being read; choose another output file</source>
        <translation>%1 %2 就是%3 %4：写入它会覆盖正在读取的内容；请选择另一个输出文件</translation>
    </message>
    <message>
        <source>%1 %2 is the same file as %3 %4: one would overwrite the other; give each output a file of its own</source>
        <translation>%1 %2 与 %3 %4 是同一个文件：一个会覆盖另一个；请为每个输出指定各自的文件</translation>
    </message>
</context>
<context>
    <name>fabric::Floor</name>
    <message>
        <source>must be at least 1</source>
        <translation>必须至少为 1</translation>
    </message>
    <message>
        <source>must be at least 1, or 0 for automatic</source>
        <translation>必须至少为 1，或为 0 表示自动</translation>
    </message>
    <message>
        <source>the node</source>
        <translation>该节点</translation>
    </message>
    <message>
        <source>%1 takes %2 rack units; the racks have %3</source>
        <translation>%1 占用 %2 U；机柜只有 %3 U</translation>
    </message>
    <message>
        <source>the power draw of %1 is unknown: nodes per rack follow from rack units alone</source>
        <translation>%1 的功耗未知：每机柜节点数仅按机柜 U 数确定</translation>
    </message>
    <message>
        <source>one %1 draws %2, more than the rack limit of %3: one node per rack</source>
        <translation>一台 %1 的功耗为 %2，超过机柜上限 %3：每个机柜放置一个节点</translation>
    </message>
    <message>
        <source>%1 nodes do not fit in %2 rack units: %3 per rack</source>
        <translation>%1 个节点放不进 %2 U 的机柜：每机柜 %3 个</translation>
    </message>
    <message>
        <source>%1 nodes per rack exceed the %2 rack power limit</source>
        <translation>每机柜 %1 个节点超出 %2 的机柜功率上限</translation>
    </message>
    <message>
        <source>rack %1 is not in the plan: its move is ignored</source>
        <translation>机柜 %1 不在规划中：忽略对它的移动</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 与 %2</translation>
    </message>
    <message>
        <source>%1 and %2 more pairs</source>
        <translation>%1，另有 %2 对</translation>
    </message>
    <message>
        <source>racks stand on the same spot: %1</source>
        <translation>机柜位置重叠：%1</translation>
    </message>
    <message>
        <source>%1 is liquid-cooled: %2 racks holding it need liquid cooling (marked in the floor plan)</source>
        <translation>%1 为液冷交换机：放置它的 %2 个机柜需要液冷（已在机房平面图中标出）</translation>
    </message>
    <message>
        <source>%1 node</source>
        <translation>%1 个节点</translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation>%1 个节点</translation>
    </message>
    <message>
        <source>%1 switch</source>
        <translation>%1 台交换机</translation>
    </message>
    <message>
        <source>%1 switches</source>
        <translation>%1 台交换机</translation>
    </message>
    <message>
        <source>%1 appliance</source>
        <translation>%1 台管理设备</translation>
    </message>
    <message>
        <source>%1 appliances</source>
        <translation>%1 台管理设备</translation>
    </message>
    <message>
        <source>%1 racks draw more than the %2 limit</source>
        <translation>%1 个机柜的功耗超过 %2 上限</translation>
    </message>
    <message>
        <source>%1 (%2 units) does not fit in an empty rack of %3 units</source>
        <translation>%1（%2U）放不进 %3U 的空机柜</translation>
    </message>
    <message>
        <source>no known power draw for %1: rack power and heat leave them out</source>
        <translation>%1的功耗未知：机柜功率和散热计算未包含它们</translation>
    </message>
    <message>
        <source>%1 node does not fit in %2 rack units: %3 per rack</source>
        <translation>%1 个节点放不进 %2 U 的机柜：每机柜 %3 个</translation>
    </message>
    <message>
        <source>%1 node per rack exceeds the %2 rack power limit</source>
        <translation>每机柜 %1 个节点超出 %2 的机柜功率上限</translation>
    </message>
    <message>
        <source>%1 rack draws more than the %2 limit</source>
        <translation>%1 个机柜的功耗超过 %2 上限</translation>
    </message>
</context>
<context>
    <name>fabric::InputFile</name>
    <message>
        <source>it is %1, not a file</source>
        <translation>它是%1，不是文件</translation>
    </message>
    <message>
        <source>cannot open: no such file</source>
        <translation>无法打开：没有此文件</translation>
    </message>
    <message>
        <source>cannot open: %1</source>
        <translation>无法打开：%1</translation>
    </message>
    <message>
        <source>the file is %1; %2 is at most %3</source>
        <translation>文件大小为 %1；%2最多 %3</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>a FIFO (named pipe)</source>
        <translation>FIFO（命名管道）</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>设备文件</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>套接字</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>不是普通文件</translation>
    </message>
    <message>
        <source>cannot read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <source>a file</source>
        <translation>文件</translation>
    </message>
</context>
<context>
    <name>fabric::Json</name>
    <message>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>expected a name in double quotes, found %1</source>
        <translation>应为带双引号的名称，实际为%1</translation>
    </message>
    <message>
        <source>expected &apos;:&apos; after a name, found %1</source>
        <translation>名称后应为 &apos;:&apos;，实际为%1</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;}&apos; after a value, found %1</source>
        <translation>值后应为 &apos;,&apos; 或 &apos;}&apos;，实际为%1</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;]&apos; after a value, found %1</source>
        <translation>值后应为 &apos;,&apos; 或 &apos;]&apos;，实际为%1</translation>
    </message>
    <message>
        <source>expected the end of the JSON, found %1</source>
        <translation>JSON 应已结束，实际为%1</translation>
    </message>
    <message>
        <source>expected a value, found %1</source>
        <translation>应为一个值，实际为%1</translation>
    </message>
    <message>
        <source>%1 is out of place</source>
        <translation>%1 位置不对</translation>
    </message>
    <message>
        <source>a string has no closing quote (is the file cut short?)</source>
        <translation>字符串缺少右引号（文件是否被截断？）</translation>
    </message>
    <message>
        <source>a string holds a control character (a line break or a tab) that must be escaped</source>
        <translation>字符串含有必须转义的控制字符（换行符或制表符）</translation>
    </message>
    <message>
        <source>a string holds a byte that is not UTF-8</source>
        <translation>字符串含有不是 UTF-8 的字节</translation>
    </message>
    <message>
        <source>a string holds a backslash escape that is not valid</source>
        <translation>字符串含有无效的反斜杠转义</translation>
    </message>
    <message>
        <source>an unknown word %1 (a value is a number, a string in double quotes, true, false, null, an object or an array)</source>
        <translation>未知的词 %1（值应为数字、带双引号的字符串、true、false、null、对象或数组）</translation>
    </message>
    <message>
        <source>a number is not valid: %1</source>
        <translation>数字无效：%1</translation>
    </message>
    <message>
        <source>the file starts with a byte order mark that is not UTF-8&apos;s</source>
        <translation>文件开头的字节顺序标记不是 UTF-8 的</translation>
    </message>
    <message>
        <source>the JSON is not valid here</source>
        <translation>此处的 JSON 无效</translation>
    </message>
    <message>
        <source>the JSON ends too early (is the file cut short?)</source>
        <translation>JSON 意外结束（文件是否被截断？）</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>第 %1 行第 %2 列：%3</translation>
    </message>
</context>
<context>
    <name>fabric::Model</name>
    <message>
        <source>unknown model parameter &apos;%1&apos;; ignored</source>
        <translation>未知模型参数“%1”；已忽略</translation>
    </message>
    <message>
        <source>NCCL_ALGO does not apply to alltoall: NCCL runs it as point-to-point sends, which no algorithm choice reaches</source>
        <translation>NCCL_ALGO 不适用于 alltoall：NCCL 以点对点发送执行它，算法选择不作用于点对点发送</translation>
    </message>
    <message>
        <source>NCCL_PROTO does not apply to alltoall: NCCL sends each peer&apos;s share on LL or Simple by its size, never LL128</source>
        <translation>NCCL_PROTO 不适用于 alltoall：NCCL 按每个对端份额的大小以 LL 或 Simple 发送，从不使用 LL128</translation>
    </message>
    <message>
        <source>the catalogue gives the %1 no GPUs: the model takes one rank a node</source>
        <translation>产品目录中 %1 没有 GPU：模型按每个节点一个 rank 计算</translation>
    </message>
    <message>
        <source>a fraction in (0, 1]</source>
        <translation>(0, 1] 之间的比例</translation>
    </message>
    <message>
        <source>a value from 0 to %1 %2</source>
        <translation>0 至 %1 %2 之间的值</translation>
    </message>
    <message>
        <source>value out of range for &apos;%1&apos; (it takes %2); the default is kept</source>
        <translation>“%1”的值超出范围（应为%2）；保留默认值</translation>
    </message>
</context>
<context>
    <name>fabric::NcclTests</name>
    <message>
        <source>line %1: %2 is not a collective the model runs (all_reduce_perf, all_gather_perf, reduce_scatter_perf, alltoall_perf, broadcast_perf)</source>
        <translation>第 %1 行：%2 不是模型能计算的集合通信（all_reduce_perf、all_gather_perf、reduce_scatter_perf、alltoall_perf、broadcast_perf）</translation>
    </message>
    <message>
        <source>line %1: the output does not say which collective it ran (nccl-tests before 2.13 print no &quot;Collective test starting&quot; line): give --collective</source>
        <translation>第 %1 行：输出未说明运行的是哪种集合通信（2.13 之前的 nccl-tests 不打印 &quot;Collective test starting&quot; 行）：请给出 --collective</translation>
    </message>
    <message>
        <source>line %1: the output lists no ranks (its &quot;# Using devices&quot; lines): give their number with --scope</source>
        <translation>第 %1 行：输出未列出任何 rank（其 &quot;# Using devices&quot; 各行）：请用 --scope 给出 rank 数</translation>
    </message>
    <message>
        <source>NCCL %1, as the output prints it</source>
        <translation>NCCL %1，取自输出</translation>
    </message>
    <message>
        <source>CUDA graphs, as the output&apos;s &quot;graph:&quot; says</source>
        <translation>使用 CUDA 图，取自输出的 &quot;graph:&quot;</translation>
    </message>
    <message>
        <source>the output&apos;s hosts run different numbers of ranks; the model fills each node in turn</source>
        <translation>输出中各主机运行的 rank 数不同；模型依次填满每个节点</translation>
    </message>
    <message>
        <source>ranks per node as the output runs them: %1 on each of %2 hosts</source>
        <translation>每节点 rank 数取自输出：%2 台主机各 %1 个</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>no nccl-tests results in it: no line of a result table (size, count, type, redop, time, algbw, busbw)</source>
        <translation>其中没有 nccl-tests 结果：没有结果表的行（size、count、type、redop、time、algbw、busbw）</translation>
    </message>
    <message>
        <source>line %1: rank %2 is listed twice: each process ran a test of its own (nccl-tests built without MPI, or launched without it), so the table measures no collective across them</source>
        <translation>第 %1 行：rank %2 出现两次：每个进程各自运行了测试（nccl-tests 未以 MPI 构建或未用 MPI 启动），因此该表测量的不是它们之间的集合通信</translation>
    </message>
    <message>
        <source>line %1: not a row of a result table (size, count, type, redop, root, then the time, algbw, busbw and #wrong of out-of-place and in-place): %2 words</source>
        <translation>第 %1 行：不是结果表的行（应为 size、count、type、redop、root，然后是 out-of-place 与 in-place 的 time、algbw、busbw 和 #wrong）：共 %2 个词</translation>
    </message>
    <message>
        <source>line %1: the out-of-place time, algbw and busbw (%2, %3, %4) are not a positive time and two bandwidths</source>
        <translation>第 %1 行：out-of-place 的 time、algbw 和 busbw（%2、%3、%4）不是一个正的时间和两个带宽</translation>
    </message>
    <message>
        <source>line %1: the run of %2 printed no results (cut short?)</source>
        <translation>第 %1 行：%2 的运行没有打印结果（是否被中断？）</translation>
    </message>
    <message>
        <source>an nccl-tests output</source>
        <translation>nccl-tests 输出</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>the output runs %1 ranks on a host where %2 has %3 GPUs a host: the project&apos;s platform may not be the one measured</source>
        <translation>输出在一台主机上运行 %1 个 rank，而 %2 每台主机只有 %3 个 GPU：项目的平台可能不是被测的平台</translation>
    </message>
</context>
<context>
    <name>fabric::Network</name>
    <message>
        <source>Compute fabric</source>
        <translation>计算网络</translation>
    </message>
    <message>
        <source>Storage fabric</source>
        <translation>存储网络</translation>
    </message>
    <message>
        <source>In-band management network</source>
        <translation>带内管理网络</translation>
    </message>
    <message>
        <source>Out-of-band management network</source>
        <translation>带外管理网络</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>In-band</source>
        <translation>带内</translation>
    </message>
    <message>
        <source>OOB</source>
        <translation>带外</translation>
    </message>
</context>
<context>
    <name>fabric::Networks</name>
    <message>
        <source>%1 has no %2 Gb/s ports for management links; the OOB network needs one, such as SN2201 (48 x 1GbE)</source>
        <translation>%1 没有用于管理链路的 %2 Gb/s 端口；带外网络需要此类交换机，例如 SN2201（48 x 1GbE）</translation>
    </message>
    <message>
        <source>the OOB switches&apos; uplinks are not planned: no in-band network to uplink them to</source>
        <translation>未规划带外交换机的上行链路：没有可上联的带内网络</translation>
    </message>
    <message>
        <source>the OOB switches&apos; uplinks are left out of this plan: %1</source>
        <translation>本方案未包含带外交换机的上行链路：%1</translation>
    </message>
    <message>
        <source>the in-band leaf pairs have no %1 free ports each for their peer links; planned without them: a higher in-band ratio frees ports</source>
        <translation>带内叶交换机对各自没有 %1 个空闲端口用于对等链路;已按无对等链路规划:提高带内收敛比可腾出端口</translation>
    </message>
    <message>
        <source>a %1 rack has %2 management ports, %3 of them on its own parts (%4), and its %5 built-in %6 switches have %7 ports; give at most %8 OOB ports per rack</source>
        <translation>%1 机柜有 %2 个管理端口,其中 %3 个属于机柜自身的部件(%4),而其 %5 台内置 %6 交换机共有 %7 个端口;每个机柜最多给出 %8 个带外端口</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>the %1&apos;s %2 devices could not be given leaves of their own beside the nodes&apos; on %3; attach fewer devices or choose a larger switch</source>
        <translation>%1的 %2 台设备无法在 %3 上获得与节点分开的专用叶交换机;请减少设备数量或选择更大的交换机</translation>
    </message>
    <message>
        <source>the catalogue has no published port layout for the %2 on the %1; give the ports per node and their speed in the project file (networks.%3.nodePorts and networks.%3.linkSpeedGbps), or plan without the %1</source>
        <translation>目录中没有 %2 在%1上已发布的端口布局；请在项目文件中给出每个节点的端口数及其速率（networks.%3.nodePorts 和 networks.%3.linkSpeedGbps），或者不规划%1</translation>
    </message>
    <message>
        <source>%1 not planned: %2</source>
        <translation>未规划%1：%2</translation>
    </message>
    <message>
        <source>the %1 is Ethernet; use --storage-fabric for an InfiniBand storage fabric</source>
        <translation>%1是以太网；如需 InfiniBand 存储网络，请使用 --storage-fabric</translation>
    </message>
    <message>
        <source>the reference architecture&apos;s %1 cannot serve this %2; planned with %3, the cheapest switch that fits</source>
        <translation>参考架构中的 %1 无法承载此%2；已改用能满足要求的最便宜交换机 %3</translation>
    </message>
    <message>
        <source>%1 cannot serve this %2; choose %3, the cheapest switch that does (%4 switches)</source>
        <translation>%1 无法承担此%2;请选择 %3,能承担它的最便宜交换机(%4 台交换机)</translation>
    </message>
    <message>
        <source>the %1 is left out of this plan: %2</source>
        <translation>本方案未包含%1：%2</translation>
    </message>
    <message>
        <source>the %1&apos;s devices run at %2 Gb/s, faster than its leaves&apos; %3 Gb/s ports (the nodes&apos; speed on it); give the devices at most %3 Gb/s, or the nodes&apos; ports %2 Gb/s</source>
        <translation>%1的设备以 %2 Gb/s 运行，快于其叶交换机的 %3 Gb/s 端口（该网络上节点的速率）；请将设备速率设为不超过 %3 Gb/s，或将节点端口设为 %2 Gb/s</translation>
    </message>
    <message>
        <source>at most %1 beside the %2 nodes on the %3, got %4</source>
        <translation>%3上除 %2 个节点外最多 %1 个，实际为 %4</translation>
    </message>
    <message>
        <source>%1 has no %2 Gb/s ports for the %3&apos;s devices; give them %4 Gb/s, the nodes&apos; speed, or choose a switch that runs %2 Gb/s</source>
        <translation>%1 没有可供%3设备使用的 %2 Gb/s 端口；请将设备设为 %4 Gb/s（节点的速率），或选择支持 %2 Gb/s 的交换机</translation>
    </message>
    <message>
        <source>the %1 has %2 free for the %3 of %4; plan its leaves with more ports free (a higher in-band ratio) or a larger switch</source>
        <translation>%1只有 %2空闲，而%4需要 %3；请让其叶交换机留出更多端口（提高带内收敛比）或选用更大的交换机</translation>
    </message>
    <message>
        <source>%1 port</source>
        <translation>%1 个端口</translation>
    </message>
    <message>
        <source>%1 ports</source>
        <translation>%1 个端口</translation>
    </message>
    <message>
        <source>%1 uplinks</source>
        <translation>%1 条上行链路</translation>
    </message>
    <message>
        <source>%1 OOB switch</source>
        <translation>%1 台带外交换机</translation>
    </message>
    <message>
        <source>%1 OOB switches</source>
        <translation>%1 台带外交换机</translation>
    </message>
</context>
<context>
    <name>fabric::Parts</name>
    <message>
        <source>SHARPv%1 in-network reduction</source>
        <translation>SHARPv%1 网内归约</translation>
    </message>
    <message>
        <source>SHIELD self-healing interconnect</source>
        <translation>SHIELD 自愈互连</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
</context>
<context>
    <name>fabric::Plan</name>
    <message>
        <source>planning was cancelled</source>
        <translation>规划已取消</translation>
    </message>
    <message>
        <source>internal error: %1</source>
        <translation>内部错误：%1</translation>
    </message>
</context>
<context>
    <name>fabric::PriceList</name>
    <message>
        <source>is not a number</source>
        <translation>不是数字</translation>
    </message>
    <message>
        <source>is negative</source>
        <translation>为负数</translation>
    </message>
    <message>
        <source>is more than 10,000,000,000 (the largest price a part can have)</source>
        <translation>超过 10,000,000,000（部件价格的上限）</translation>
    </message>
    <message>
        <source>part number %1 has text that is not UTF-8</source>
        <translation>料号 %1 含有非 UTF-8 文本</translation>
    </message>
    <message>
        <source>the price of %1 %2</source>
        <translation>%1 的价格%2</translation>
    </message>
    <message>
        <source>your price database %1 is damaged (%2); the prices you imported cannot be used. Move the file aside and import your price list again (fabricplanner-cli prices import FILE.csv)</source>
        <translation>您的价格数据库 %1 已损坏（%2）；无法使用您导入的价格。请将该文件移走，然后重新导入价格表（fabricplanner-cli prices import FILE.csv）</translation>
    </message>
    <message>
        <source>%1:%2: %3</source>
        <translation>%1:%2：%3</translation>
    </message>
    <message>
        <source>the file is larger than %1 MiB; a price list is a few thousand lines</source>
        <translation>文件大于 %1 MiB；价格表通常只有几千行</translation>
    </message>
    <message>
        <source>the text is not UTF-8 (byte %1); save the file as UTF-8</source>
        <translation>文本不是 UTF-8 编码（字节 %1）；请将文件另存为 UTF-8</translation>
    </message>
    <message>
        <source>the file is empty: expected a header row part_number,price,currency[,source]</source>
        <translation>文件为空：应有表头行 part_number,price,currency[,source]</translation>
    </message>
    <message>
        <source>column %1 appears twice</source>
        <translation>列 %1 出现了两次</translation>
    </message>
    <message>
        <source>missing column &apos;%1&apos; (the header must name part_number, price, currency[, source])</source>
        <translation>缺少列“%1”（表头必须包含 part_number、price、currency[、source]）</translation>
    </message>
    <message>
        <source>unknown column %1</source>
        <translation>未知列 %1</translation>
    </message>
    <message>
        <source>expected %1 fields, found %2</source>
        <translation>应有 %1 个字段，实际为 %2 个</translation>
    </message>
    <message>
        <source>the part number is empty</source>
        <translation>料号为空</translation>
    </message>
    <message>
        <source>unknown part number %1</source>
        <translation>未知料号 %1</translation>
    </message>
    <message>
        <source>part number %1 is already priced on line %2</source>
        <translation>料号 %1 已在第 %2 行定价</translation>
    </message>
    <message>
        <source>price %1 is not a number</source>
        <translation>价格 %1 不是数字</translation>
    </message>
    <message>
        <source>price %1 %2</source>
        <translation>价格 %1 %2</translation>
    </message>
    <message>
        <source>the source is longer than %1 bytes; give a URL or a document name</source>
        <translation>来源超过 %1 字节；请填写网址或文档名称</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>no user database: set FABRICPLANNER_USER_DB or HOME</source>
        <translation>没有用户数据库：请设置 FABRICPLANNER_USER_DB 或 HOME</translation>
    </message>
    <message>
        <source>cannot open user database %1: %2</source>
        <translation>无法打开用户数据库 %1：%2</translation>
    </message>
    <message>
        <source>user database %1: %2</source>
        <translation>用户数据库 %1：%2</translation>
    </message>
    <message>
        <source>user database %1: %2 (nothing imported)</source>
        <translation>用户数据库 %1：%2（未导入任何价格）</translation>
    </message>
    <message>
        <source>it has no user_prices table</source>
        <translation>其中没有 user_prices 表</translation>
    </message>
    <message>
        <source>%1 and %2 are the same part, priced twice</source>
        <translation>%1 和 %2 是同一部件，被定价两次</translation>
    </message>
    <message>
        <source>holds a control character (%1)</source>
        <translation>含有控制字符（%1）</translation>
    </message>
    <message>
        <source>the %1 of %2 %3</source>
        <translation>%2 的 %1 %3</translation>
    </message>
    <message>
        <source>the price of %1 is %2, not a number</source>
        <translation>%1 的价格是 %2，不是数字</translation>
    </message>
    <message>
        <source>the price of %1 is in %2, a currency the catalogue does not know</source>
        <translation>%1 的价格以 %2 计，目录中没有这种货币</translation>
    </message>
    <message>
        <source>the %1 field %2</source>
        <translation>%1 字段%2</translation>
    </message>
    <message>
        <source>%1 is the same part as %2, already priced on line %3</source>
        <translation>%1 与 %2 是同一部件，已在第 %3 行定价</translation>
    </message>
    <message>
        <source>a price list</source>
        <translation>价格表</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>and %1 more bad lines, this one the last; fix those above and import again to see them</source>
        <translation>以及另外 %1 行有误，此行为最后一行；请先修正以上各行，再导入一次即可看到它们</translation>
    </message>
    <message>
        <source>%1 is priced at 0: it counts as free in every total (leave it out of the list to keep it on request)</source>
        <translation>%1 的价格为 0：它在所有合计中均按免费计（若要保持“询价”，请从价格表中删除该行）</translation>
    </message>
    <message>
        <source>your price database %1: %2</source>
        <translation>您的价格数据库 %1：%2</translation>
    </message>
    <message>
        <source>%1 is priced at %2, which is 0 to the cent: it counts as free in every total (leave it out of the list to keep it on request)</source>
        <translation>%1 的价格为 %2，精确到分即为 0：它在所有合计中均按免费计（若要保持“询价”，请从价格表中删除该行）</translation>
    </message>
    <message>
        <source>%1 has only your own exchange rate, which prices designs but not a price list: give the price in %2</source>
        <translation>%1 只有您自己设置的汇率，它用于设计的计价，不能用于价格表：请以 %2 给出价格</translation>
    </message>
    <message>
        <source>the catalogue has no exchange rate for %1 (%2): give the price in %3</source>
        <translation>产品目录中没有 %1（%2）的汇率：请以 %3 给出价格</translation>
    </message>
    <message>
        <source>%1 is not an ISO 4217 currency code: give the price in %2</source>
        <translation>%1 不是 ISO 4217 币种代码：请以 %2 给出价格</translation>
    </message>
    <message>
        <source>the file has its header row and no line of prices: nothing was imported</source>
        <translation>文件只有表头行，没有价格行：未导入任何价格</translation>
    </message>
    <message>
        <source>price %1 is not a number (in a list separated by semicolons the decimal mark is a comma: 1.234,50)</source>
        <translation>价格 %1 不是数字（以分号分隔的价格表中，小数点为逗号：1.234,50）</translation>
    </message>
</context>
<context>
    <name>fabric::ProjectFile</name>
    <message>
        <source>an object</source>
        <translation>一个对象</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>一个数组</translation>
    </message>
    <message>
        <source>expected an object, got %1</source>
        <translation>应为对象，实际为 %1</translation>
    </message>
    <message>
        <source>expected a string, got %1</source>
        <translation>应为字符串，实际为 %1</translation>
    </message>
    <message>
        <source>the text is longer than %1 KiB</source>
        <translation>文本超过 %1 KiB</translation>
    </message>
    <message>
        <source>expected a number, got %1</source>
        <translation>应为数字，实际为 %1</translation>
    </message>
    <message>
        <source>expected true or false, got %1</source>
        <translation>应为 true 或 false，实际为 %1</translation>
    </message>
    <message>
        <source>expected an object of numbers, got %1</source>
        <translation>应为由数字组成的对象，实际为 %1</translation>
    </message>
    <message>
        <source>expected one of %1, got %2</source>
        <translation>应为 %1 之一，实际为 %2</translation>
    </message>
    <message>
        <source>unknown field</source>
        <translation>未知字段</translation>
    </message>
    <message>
        <source>the number %1 is out of range</source>
        <translation>数字 %1 超出范围</translation>
    </message>
    <message>
        <source>expected a whole number, got %1</source>
        <translation>应为整数，实际为 %1</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>expected an array of rack moves, got %1</source>
        <translation>应为机柜移动的数组，实际为 %1</translation>
    </message>
    <message>
        <source>missing: give nodes or gpus</source>
        <translation>缺失：请填写 nodes 或 gpus</translation>
    </message>
    <message>
        <source>expected a Fabric Planner project (a JSON object), got %1</source>
        <translation>应为 Fabric Planner 项目（一个 JSON 对象），实际为 %1</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;, got %2</source>
        <translation>应为“%1”，实际为 %2</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>空</translation>
    </message>
    <message>
        <source>this project was saved by a newer Fabric Planner (format version %1); this version reads up to version %2</source>
        <translation>此项目由较新版本的 Fabric Planner 保存（格式版本 %1）；本版本最多只能读取版本 %2</translation>
    </message>
    <message>
        <source>nested more than %1 levels deep; a project file is at most 5</source>
        <translation>嵌套超过 %1 层；项目文件最多 5 层</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>不是有效的 JSON：%1</translation>
    </message>
    <message>
        <source>%1: a number too large to read</source>
        <translation>%1：数字太大，无法读取</translation>
    </message>
    <message>
        <source>$: cannot read the project (%1)</source>
        <translation>$：无法读取项目（%1）</translation>
    </message>
    <message>
        <source>expected a number or null, got %1</source>
        <translation>应为数字或 null，实际为 %1</translation>
    </message>
    <message>
        <source>expected an array of network names or null, got %1</source>
        <translation>应为网络名称数组或 null，实际为 %1</translation>
    </message>
    <message>
        <source>expected one of &quot;compute&quot;, &quot;storage&quot;, &quot;inband&quot;, &quot;oob&quot;, got %1</source>
        <translation>应为 &quot;compute&quot;、&quot;storage&quot;、&quot;inband&quot;、&quot;oob&quot; 之一，实际为 %1</translation>
    </message>
    <message>
        <source>the file is %1; a project file is at most %2</source>
        <translation>文件大小为 %1；项目文件最多 %2</translation>
    </message>
    <message>
        <source>a project file</source>
        <translation>项目文件</translation>
    </message>
    <message>
        <source>the part number is empty</source>
        <translation>零件号为空</translation>
    </message>
    <message>
        <source>expected a price from 0 to 10,000,000,000, got %1</source>
        <translation>应为 0 到 10,000,000,000 之间的价格，实际为 %1</translation>
    </message>
    <message>
        <source>expected an array of prices, got %1</source>
        <translation>应为价格数组，实际为 %1</translation>
    </message>
    <message>
        <source>part %1 is priced twice</source>
        <translation>零件 %1 定价了两次</translation>
    </message>
    <message>
        <source>the file is empty: expected a Fabric Planner project (JSON)</source>
        <translation>文件为空：应为 Fabric Planner 项目（JSON）</translation>
    </message>
    <message>
        <source>not a category of the bill of materials; the categories are %1 (in any case)</source>
        <translation>不是物料清单的类别；类别为 %1（不区分大小写）</translation>
    </message>
    <message>
        <source>the category %1 is given twice (also as &apos;%2&apos;)</source>
        <translation>类别 %1 出现了两次（另一次写作“%2”）</translation>
    </message>
    <message>
        <source>no model parameter has this name (fabricplanner-cli model lists them under &apos;Model parameters&apos;)</source>
        <translation>没有此名称的模型参数（fabricplanner-cli model 在“Model parameters”下列出了全部参数）</translation>
    </message>
    <message>
        <source>given twice</source>
        <translation>出现了两次</translation>
    </message>
    <message>
        <source>expected %1, got %2</source>
        <translation>应为%1，实际为 %2</translation>
    </message>
    <message>
        <source>expected a version from 1 to %1, got %2</source>
        <translation>应为 1 至 %1 之间的版本，实际为 %2</translation>
    </message>
    <message>
        <source>the file is in UTF-16 (or UTF-32); a project file is UTF-8: save it as UTF-8</source>
        <translation>该文件为 UTF-16（或 UTF-32）编码；项目文件须为 UTF-8：请将其另存为 UTF-8</translation>
    </message>
</context>
<context>
    <name>fabric::Sizing</name>
    <message>
        <source>a scalable unit of %1 nodes needs %1 down ports per leaf; %2 leaves have %3 at %4</source>
        <translation>%1 个节点的可扩展单元需要每台叶交换机有 %1 个下行端口；%2 叶交换机在 %4 时只有 %3 个</translation>
    </message>
    <message>
        <source>leaf</source>
        <translation>叶</translation>
    </message>
    <message>
        <source>spine</source>
        <translation>脊</translation>
    </message>
    <message>
        <source>core</source>
        <translation>核心</translation>
    </message>
    <message>
        <source>management</source>
        <translation>管理</translation>
    </message>
    <message>
        <source>%1 cannot be a %2 switch (its roles: %3), and this design needs %4 tiers</source>
        <translation>%1 不能用作%2交换机（其角色：%3），而此设计需要 %4 层</translation>
    </message>
    <message>
        <source>%1 has no ports at %2 Gb/s (it runs %3 Gb/s)</source>
        <translation>%1 没有 %2 Gb/s 的端口（它支持 %3 Gb/s）</translation>
    </message>
    <message>
        <source>%1 with k = %2</source>
        <translation>%1，k = %2</translation>
    </message>
    <message>
        <source>k = %1, %2 at the leaf</source>
        <translation>k = %1，叶交换机处 %2</translation>
    </message>
    <message>
        <source>%1 endpoints per plane are beyond the three-tier limit of %2 for %3 at %4 Gb/s (%5)</source>
        <translation>每个平面 %1 个端点，超出了 %3 在 %4 Gb/s 下三层网络 %2 个的上限（%5）</translation>
    </message>
    <message>
        <source>split leaves: %1 ports at %2 Gb/s between switches, since no cable joins two split cages; %3</source>
        <translation>拆分叶交换机：交换机之间为 %1 个 %2 Gb/s 端口，因为没有线缆能连接两个拆分的笼口；%3</translation>
    </message>
    <message>
        <source>%1 cannot be built from whole ports of a %2-port %3; the leaves run %4 down : %5 up, %6, the nearest ratio it allows</source>
        <translation>%1 无法用 %2 端口的 %3 的整数端口实现；叶交换机采用 %4 下行 : %5 上行，即 %6，是它允许的最接近的比例</translation>
    </message>
    <message>
        <source>no port is free for the %1 (%2 ports per plane) in the minimal fabric of %3, and management never adds switches: it is not connected.</source>
        <translation>由 %3 组成的最小网络中没有空闲端口可连接 %1（每个平面 %2 个端口），而管理不会增加交换机：它未被连接。</translation>
    </message>
    <message>
        <source>%1 switch</source>
        <translation>%1 台交换机</translation>
    </message>
    <message>
        <source>%1 switches</source>
        <translation>%1 台交换机</translation>
    </message>
    <message>
        <source>%1, or %2</source>
        <translation>%1，或%2</translation>
    </message>
    <message>
        <source>%1 Either %2.</source>
        <translation>%1可以%2。</translation>
    </message>
    <message>
        <source>%1 ports per node are more than the %2&apos;s NICs give at %3 Gb/s (%4 ports x %5 = %6)</source>
        <translation>每节点 %1 个端口，多于 %2 的网卡在 %3 Gb/s 下提供的端口数（%4 个端口 x %5 = %6）</translation>
    </message>
    <message>
        <source>%1 ports per node are more than the %2&apos;s NICs give at %3 Gb/s (%4 ports = %6)</source>
        <translation>每节点 %1 个端口，多于 %2 的网卡在 %3 Gb/s 下提供的端口数（%4 个端口 = %6）</translation>
    </message>
    <message>
        <source>the %1&apos;s NIC ports do not split at %2 Gb/s, so the %3 planes share the node&apos;s ports: each GPU&apos;s NIC reaches one plane only</source>
        <translation>%1 的网卡端口在 %2 Gb/s 下不能拆分，因此 %3 个平面共用节点的端口：每个 GPU 的网卡只连接一个平面</translation>
    </message>
    <message>
        <source>the catalogue has no UFM appliance; none is planned</source>
        <translation>产品目录中没有 UFM 设备；不规划 UFM 设备</translation>
    </message>
    <message>
        <source>%1 has no embedded subnet manager (externally managed): the fabric needs UFM or OpenSM on a host</source>
        <translation>%1 没有内置子网管理器（外部管理型）：网络需要 UFM 或主机上的 OpenSM</translation>
    </message>
    <message>
        <source>%1&apos;s embedded subnet manager has no published node limit in the catalogue</source>
        <translation>产品目录中没有 %1 内置子网管理器公布的节点上限</translation>
    </message>
    <message>
        <source>%1 is externally managed: the fabric needs a subnet manager (UFM or OpenSM on a host)</source>
        <translation>%1 为外部管理型：网络需要子网管理器（UFM 或主机上的 OpenSM）</translation>
    </message>
    <message>
        <source>choose %1</source>
        <translation>选择 %1</translation>
    </message>
    <message>
        <source>use %1 planes</source>
        <translation>使用 %1 个平面</translation>
    </message>
    <message>
        <source>plan at most %1 GPUs</source>
        <translation>最多规划 %1 个 GPU</translation>
    </message>
    <message>
        <source>plan at most %1 node</source>
        <translation>最多规划 %1 个节点</translation>
    </message>
    <message>
        <source>plan at most %1 nodes</source>
        <translation>最多规划 %1 个节点</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>no %1 switch in the catalogue runs %2 Gb/s ports</source>
        <translation>产品目录中没有端口速率为 %2 Gb/s 的 %1 交换机</translation>
    </message>
    <message>
        <source>no managed %1 leaf switch in the catalogue runs %2 Gb/s ports</source>
        <translation>产品目录中没有端口速率为 %2 Gb/s 的网管型 %1 叶交换机</translation>
    </message>
    <message>
        <source>no switch in the catalogue fits: %1</source>
        <translation>产品目录中没有合适的交换机：%1</translation>
    </message>
    <message>
        <source>access</source>
        <translation>接入</translation>
    </message>
    <message>
        <source> (the last leaf of an SU %1)</source>
        <translation>（每个 SU 的最后一台叶交换机 %1 条）</translation>
    </message>
    <message>
        <source>the cluster fits one SU, so a leaf takes %1 whole rails%2: %3 leaves a plane for %4 rails of %5 node slots; a fabric of several SUs keeps one SU&apos;s leaves in each</source>
        <translation>整个集群容纳于一个 SU 内，因此每台叶交换机承载 %1 条完整的轨道%2：每个平面 %3 台叶交换机，承载 %5 个节点位的 %4 条轨道；多个 SU 的网络中每个 SU 保留一个完整 SU 的叶交换机</translation>
    </message>
    <message>
        <source>a node&apos;s %1 rails are more than a leaf&apos;s %2 down ports, so a leaf takes %3 whole rails%4: SUs of %5 nodes on %6 leaves each, partial SUs keeping every leaf</source>
        <translation>一个节点的 %1 条轨道多于叶交换机的 %2 个下行端口，因此每台叶交换机承载 %3 条完整的轨道%4：每个 SU %5 个节点、%6 台叶交换机，不满的 SU 也保留全部叶交换机</translation>
    </message>
    <message>
        <source>pods of %1 leaves are not whole SUs of %2 leaves (they balance with fewer switches): %3 of the %4 SUs span pods, and their nodes meet through the cores</source>
        <translation>每个 pod %1 台叶交换机，并非由完整的 SU（每个 %2 台叶交换机）组成（这样以更少的交换机达到平衡）：%4 个 SU 中有 %3 个跨越多个 pod，其节点之间经由核心层互通</translation>
    </message>
    <message>
        <source>free ports of the switch</source>
        <translation>交换机的空闲端口</translation>
    </message>
    <message>
        <source>leaf ports that are neither down nor up ports</source>
        <translation>既非下行也非上行的叶交换机端口</translation>
    </message>
    <message>
        <source>%1 free node slot of SU 1</source>
        <translation>SU 1 的 %1 个空闲节点位</translation>
    </message>
    <message>
        <source>%1 free node slots of SU 1</source>
        <translation>SU 1 的 %1 个空闲节点位</translation>
    </message>
    <message>
        <source>the %1 takes %2 ports per plane in %3: management takes ports the minimal fabric leaves free, on every platform alike, and never adds switches</source>
        <translation>%1 在每个平面占用 %2 个端口，位于%3：管理设备只占用最小网络留出的空闲端口，对所有平台规则相同，且从不增加交换机</translation>
    </message>
    <message>
        <source>%1 endpoints per plane in SUs of %2 leaves make no balanced three-tier fabric of %3 at %4 Gb/s (%5)</source>
        <translation>每个平面 %1 个端点、每个 SU %2 台叶交换机，无法用 %3 在 %4 Gb/s 下构成平衡的三层网络（%5）</translation>
    </message>
    <message>
        <source>%1 leaves no up port on a %2-port %3; it allows at most %4:1</source>
        <translation>%1 使 %2 端口的 %3 没有上行端口；它最多允许 %4:1</translation>
    </message>
    <message>
        <source>%1 endpoints per plane make no balanced %2-tier fabric of %3 at %4 Gb/s (at most %5 in %2 tiers)</source>
        <translation>每个平面 %1 个端点无法用 %4 Gb/s 的 %3 构成均衡的 %2 层网络（%2 层最多 %5 个）</translation>
    </message>
    <message>
        <source>%1 endpoints per plane are beyond the %2 nodes %3&apos;s embedded subnet manager manages (%4): use --subnet-manager ufm</source>
        <translation>每个平面 %1 个端点超出了 %3 内置子网管理器可管理的 %2 个节点(%4):请使用 --subnet-manager ufm</translation>
    </message>
    <message>
        <source>%1; or %2</source>
        <translation>%1；或者%2</translation>
    </message>
    <message>
        <source>GPUs asked: %1; nodes needed: %2 of %3 GPUs each (%4 GPUs in all)</source>
        <translation>所需 GPU：%1；需要节点：%2 个，每个 %3 个 GPU（共 %4 个 GPU）</translation>
    </message>
    <message>
        <source>%1 GPUs need %2 fabric endpoints, beyond the %3 Fabric Planner plans</source>
        <translation>%1 个 GPU 需要 %2 个网络端点，超出 Fabric Planner 的规划上限 %3</translation>
    </message>
    <message>
        <source>%1 nodes need %2 fabric endpoints, beyond the %3 Fabric Planner plans</source>
        <translation>%1 个节点需要 %2 个网络端点，超出 Fabric Planner 的规划上限 %3</translation>
    </message>
    <message>
        <source>the cluster fits one SU, so a leaf takes %1 whole rails%2: %3 leaves a plane for %4 rails of one node slot; a fabric of several SUs keeps one SU&apos;s leaves in each</source>
        <translation>整个集群容纳于一个 SU 内，因此每台叶交换机承载 %1 条完整的轨道%2：每个平面 %3 台叶交换机，承载 1 个节点位的 %4 条轨道；多个 SU 的网络中每个 SU 保留一个完整 SU 的叶交换机</translation>
    </message>
    <message>
        <source>%1 To connect it, %2.</source>
        <translation>%1若要连接它，请%2。</translation>
    </message>
    <message>
        <source>the fabric is one switch, so the spine oversubscription of %1 is not used (it applies to three tiers)</source>
        <translation>该网络只有一台交换机，因此未使用 %1 的脊层收敛比（它只适用于三层网络）</translation>
    </message>
    <message>
        <source>the fabric has 2 tiers, so its spines have no uplinks and the spine oversubscription of %1 is not used (it applies to three tiers)</source>
        <translation>该网络为两层，脊交换机没有上行链路，因此未使用 %1 的脊层收敛比（它只适用于三层网络）</translation>
    </message>
    <message>
        <source>plan %1 (%2 fewer)</source>
        <translation>规划 %1（减少 %2 个）</translation>
    </message>
    <message>
        <source>%1 node</source>
        <translation>%1 个节点</translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation>%1 个节点</translation>
    </message>
    <message>
        <source>add %1 (%2 in all)</source>
        <translation>增加 %1（共 %2 台）</translation>
    </message>
    <message>
        <source>%1 per node cannot be split evenly over %2 planes</source>
        <translation>每节点 %1无法平均分配到 %2 个平面</translation>
    </message>
    <message>
        <source>%1 port</source>
        <translation>%1 个端口</translation>
    </message>
    <message>
        <source>%1 ports</source>
        <translation>%1 个端口</translation>
    </message>
    <message>
        <source>%1 cannot be a %2 switch (its roles: %3), and %4 endpoints per plane need more than one switch</source>
        <translation>%1 不能用作%2交换机（其角色：%3），而每个平面 %4 个端点需要不止一台交换机</translation>
    </message>
</context>
<context>
    <name>fabric::Technology</name>
    <message>
        <source>InfiniBand</source>
        <translation>InfiniBand</translation>
    </message>
    <message>
        <source>Ethernet</source>
        <translation>以太网</translation>
    </message>
    <message>
        <source>Ethernet (RoCE)</source>
        <translation>以太网 (RoCE)</translation>
    </message>
</context>
<context>
    <name>fabric::Text</name>
    <message>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 或 %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 和 %2</translation>
    </message>
</context>
<context>
    <name>fabric::render</name>
    <message>
        <source>a logo</source>
        <translation>徽标</translation>
    </message>
</context>
<context>
    <name>fabric::render::Sentences</name>
    <message>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1；%2</translation>
    </message>
</context>
<context>
    <name>fabric::ui::AsBuiltController</name>
    <message>
        <source>&amp;Import</source>
        <translation>导入(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;As-built (ibnetdiscover or LLDP JSON)…</source>
        <translation>实际布线(ibnetdiscover 或 LLDP JSON)(&amp;A)…</translation>
    </message>
    <message>
        <source>Device &amp;Names File…</source>
        <translation>设备名称文件(&amp;N)…</translation>
    </message>
    <message>
        <source>Ignore Link &amp;Speed</source>
        <translation>忽略链路速率(&amp;S)</translation>
    </message>
    <message>
        <source>Do not report links that run at another speed (simulated fabrics run at SDR)</source>
        <translation>不报告以其他速率运行的链路(模拟网络以 SDR 运行)</translation>
    </message>
    <message>
        <source>&amp;Clear As-built</source>
        <translation>清除实际布线(&amp;C)</translation>
    </message>
    <message>
        <source>As built</source>
        <translation>实际布线</translation>
    </message>
    <message>
        <source>All differences</source>
        <translation>全部差异</translation>
    </message>
    <message>
        <source>&amp;Rack:</source>
        <translation>机柜(&amp;R):</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>显示(&amp;S):</translation>
    </message>
    <message>
        <source>Import As-built</source>
        <translation>导入实际布线</translation>
    </message>
    <message>
        <source>Discovery output (*.topo *.txt *.out *.json);;ibnetdiscover output (*.topo *.txt *.out);;LLDP tables, lldpctl -f json (*.json);;All files (*)</source>
        <translation>发现工具输出 (*.topo *.txt *.out *.json);;ibnetdiscover 输出 (*.topo *.txt *.out);;LLDP 邻居表，lldpctl -f json (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Import Device Names</source>
        <translation>导入设备名称</translation>
    </message>
    <message>
        <source>Device names, SITE-NAME PLAN-NAME a line (*.txt *.names *.csv);;All files (*)</source>
        <translation>设备名称，每行“现场名称 规划名称”(*.txt *.names *.csv);;所有文件 (*)</translation>
    </message>
    <message>
        <source>The as-built fabric could not be read:
%1</source>
        <translation>无法读取实际布线：
%1</translation>
    </message>
    <message>
        <source>The device names file could not be read:
%1</source>
        <translation>无法读取设备名称文件:
%1</translation>
    </message>
    <message>
        <source>There is no plan to check the fabric against: see the errors.</source>
        <translation>没有可供核对的规划：请查看错误。</translation>
    </message>
    <message>
        <source>All racks</source>
        <translation>全部机柜</translation>
    </message>
    <message>
        <source>Not in a planned rack</source>
        <translation>不在规划的机柜中</translation>
    </message>
    <message>
        <source>Import &gt; As-built reads ibnetdiscover output or lldpctl JSON tables and marks where the fabric as built differs from the plan.</source>
        <translation>“导入 &gt; 实际布线”读取 ibnetdiscover 输出或 lldpctl JSON 邻居表，并标出实际网络与规划不同之处。</translation>
    </message>
    <message>
        <source>This is not the planned fabric: %1 shows devices the plan does not have, first %2. A device names file maps a site&apos;s names to the plan&apos;s.</source>
        <translation>这不是规划的网络：%1 中有规划里没有的设备，前几台为 %2。设备名称文件可将现场名称对应到规划名称。</translation>
    </message>
    <message>
        <source>The fabric is as planned.</source>
        <translation>网络与规划一致。</translation>
    </message>
    <message>
        <source>%1 missing, %2 miswired, %3 extra, %4 unknown devices, %5 at the wrong speed.</source>
        <translation>缺失 %1 条，接错 %2 条，多出 %3 条，未知设备 %4 台，速率不符 %5 条。</translation>
    </message>
    <message>
        <source>The topology view draws the compute fabric: these differences are marked on the floor plan only.</source>
        <translation>拓扑视图只绘制计算网络：这些差异仅在机房平面图上标出。</translation>
    </message>
    <message>
        <source>The device names file does not fit the plan:
%1</source>
        <translation>设备名称文件与规划不符：
%1</translation>
    </message>
    <message>
        <source>%1 of %2 planned links of the %3 found as planned in %4.</source>
        <translation>%4 中，%3的 %2 条规划链路有 %1 条与规划一致。</translation>
    </message>
</context>
<context>
    <name>fabric::ui::AsBuiltModel</name>
    <message>
        <source>%1 port %2</source>
        <translation>%1 端口 %2</translation>
    </message>
    <message>
        <source>%1 Gb/s</source>
        <translation>%1 Gb/s</translation>
    </message>
    <message>
        <source>Missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>Extra</source>
        <translation>多出</translation>
    </message>
    <message>
        <source>Miswired</source>
        <translation>接错</translation>
    </message>
    <message>
        <source>Wrong speed</source>
        <translation>速率不符</translation>
    </message>
    <message>
        <source>Unknown device</source>
        <translation>未知设备</translation>
    </message>
    <message>
        <source>no cable</source>
        <translation>无线缆</translation>
    </message>
    <message>
        <source>runs at %1, planned %2</source>
        <translation>运行于 %1，规划为 %2</translation>
    </message>
    <message>
        <source>%1 is not in the plan</source>
        <translation>%1 不在规划中</translation>
    </message>
    <message>
        <source>not in a planned rack</source>
        <translation>不在规划的机柜中</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>机柜</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>差异</translation>
    </message>
    <message>
        <source>Cable</source>
        <translation>线缆</translation>
    </message>
    <message>
        <source>Planned</source>
        <translation>规划</translation>
    </message>
    <message>
        <source>Found</source>
        <translation>实际</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>As built:</source>
        <translation>实际布线:</translation>
    </message>
</context>
<context>
    <name>fabric::ui::Autosave</name>
    <message>
        <source>Cannot autosave: cannot create the folder %1</source>
        <translation>无法自动保存：无法创建文件夹 %1</translation>
    </message>
    <message>
        <source>Cannot autosave: %1</source>
        <translation>无法自动保存：%1</translation>
    </message>
    <message>
        <source>The autosaved design could not be read (%1). It is kept as %2.</source>
        <translation>无法读取自动保存的设计（%1）。已保留为 %2。</translation>
    </message>
</context>
<context>
    <name>fabric::ui::BomModel</name>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>No price known for this part: add it with Catalogue &gt; Import Price List.</source>
        <translation>此部件没有已知价格：请通过“产品目录 &gt; 导入价格表”添加。</translation>
    </message>
    <message>
        <source>Indicative price (%1)</source>
        <translation>参考价格（%1）</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Part number</source>
        <translation>料号</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>描述</translation>
    </message>
    <message>
        <source>Qty</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>单价</translation>
    </message>
    <message>
        <source>Extended</source>
        <translation>金额</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Fabric Planner indicative estimate, %1; not a quote</source>
        <translation>Fabric Planner 指示性估价（%1），非报价</translation>
    </message>
</context>
<context>
    <name>fabric::ui::BomPage</name>
    <message>
        <source>Total: %1 list, less %2 discount: %3 net</source>
        <translation>合计：目录价 %1，减折扣 %2，净价 %3</translation>
    </message>
    <message>
        <source>Total: %1</source>
        <translation>合计：%1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>fabric::ui::CableModel</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>层级</translation>
    </message>
    <message>
        <source>From</source>
        <translation>起点</translation>
    </message>
    <message>
        <source>To</source>
        <translation>终点</translation>
    </message>
    <message>
        <source>Run (m)</source>
        <translation>走线长度（米）</translation>
    </message>
    <message>
        <source>Ordered (m)</source>
        <translation>订购长度（米）</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>介质</translation>
    </message>
    <message>
        <source>Part numbers</source>
        <translation>料号</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>DAC</source>
        <translation>DAC 铜缆</translation>
    </message>
    <message>
        <source>active copper</source>
        <translation>有源铜缆</translation>
    </message>
    <message>
        <source>AOC</source>
        <translation>AOC 有源光缆</translation>
    </message>
    <message>
        <source>optics + fibre</source>
        <translation>光模块 + 光纤</translation>
    </message>
    <message>
        <source>twisted pair</source>
        <translation>双绞线</translation>
    </message>
    <message>
        <source>From port</source>
        <translation>起点端口</translation>
    </message>
    <message>
        <source>From rack</source>
        <translation>起点机柜</translation>
    </message>
    <message>
        <source>To port</source>
        <translation>终点端口</translation>
    </message>
    <message>
        <source>To rack</source>
        <translation>终点机柜</translation>
    </message>
    <message>
        <source>The first of the links one twin or split cable carries; the bill counts the cable once</source>
        <translation>一根双口或分支线缆所承载链路中的第一条；物料清单只计这根线缆一次</translation>
    </message>
    <message>
        <source>On the twin or split cable of #%1; the bill counts that cable once</source>
        <translation>与 #%1 共用一根双口或分支线缆；物料清单只计这根线缆一次</translation>
    </message>
    <message>
        <source>All networks</source>
        <translation>所有网络</translation>
    </message>
</context>
<context>
    <name>fabric::ui::CatalogueDialog</name>
    <message>
        <source>Catalogue — Fabric Planner</source>
        <translation>产品目录 — Fabric Planner</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>所有类型</translation>
    </message>
    <message>
        <source>Any speed</source>
        <translation>任意速率</translation>
    </message>
    <message>
        <source>%1 Gb/s</source>
        <translation>%1 Gb/s</translation>
    </message>
    <message>
        <source>Search model, part number, description or source</source>
        <translation>搜索型号、料号、描述或来源</translation>
    </message>
    <message numerus="yes">
        <source>Catalogue %1; %n price(s) from your price list.</source>
        <translation>
            <numerusform>产品目录 %1；%n 个价格来自您的价格表。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n part(s)</source>
        <translation>
            <numerusform>%n 个部件</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fabric::ui::CatalogueModel</name>
    <message>
        <source>switch</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>, %1 cages</source>
        <translation>，%1 个笼位</translation>
    </message>
    <message>
        <source>nic</source>
        <translation>网卡</translation>
    </message>
    <message>
        <source>transceiver</source>
        <translation>光模块</translation>
    </message>
    <message>
        <source>fibre</source>
        <translation>光纤</translation>
    </message>
    <message>
        <source>cable</source>
        <translation>线缆</translation>
    </message>
    <message>
        <source>platform</source>
        <translation>平台</translation>
    </message>
    <message>
        <source>%1 × %2, %3 × %4G</source>
        <translation>%1 × %2，%3 × %4G</translation>
    </message>
    <message>
        <source>%1 × %2G</source>
        <translation>%1 × %2G</translation>
    </message>
    <message>
        <source>appliance</source>
        <translation>管理设备</translation>
    </message>
    <message>
        <source>%1 fabric ports</source>
        <translation>%1 个网络端口</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source> (indicative)</source>
        <translation>（参考价）</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Model / part number</source>
        <translation>型号 / 料号</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>描述</translation>
    </message>
    <message>
        <source>Technology</source>
        <translation>技术</translation>
    </message>
    <message>
        <source>Speed (Gb/s)</source>
        <translation>速率（Gb/s）</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>, %1 W typical</source>
        <translation>，典型功耗 %1 W</translation>
    </message>
    <message>
        <source>, power unknown</source>
        <translation>，功耗未知</translation>
    </message>
    <message>
        <source>, liquid-cooled</source>
        <translation>，液冷</translation>
    </message>
    <message>
        <source>Features: %1</source>
        <translation>特性：%1</translation>
    </message>
    <message>
        <source> (not for sale; order %1 instead)</source>
        <translation>（不单独销售；请订购 %1）</translation>
    </message>
    <message>
        <source>, %1</source>
        <translation>，%1</translation>
    </message>
</context>
<context>
    <name>fabric::ui::CompareView</name>
    <message>
        <source>Add design…</source>
        <translation>添加设计…</translation>
    </message>
    <message>
        <source>IB vs RoCE</source>
        <translation>IB 对比 RoCE</translation>
    </message>
    <message>
        <source>Add the same cluster on the other technology: InfiniBand ↔ RoCE</source>
        <translation>添加同一集群在另一种技术上的设计：InfiniBand ↔ RoCE</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Export .xlsx…</source>
        <translation>导出 .xlsx…</translation>
    </message>
    <message>
        <source>Collective:</source>
        <translation>集合通信：</translation>
    </message>
    <message>
        <source>Planning…</source>
        <translation>正在规划…</translation>
    </message>
    <message numerus="yes">
        <source>%n design(s) have errors and show no values.</source>
        <translation>
            <numerusform>%n 个设计有错误，不显示数值。</numerusform>
        </translation>
    </message>
    <message>
        <source>Add Designs to Compare</source>
        <translation>添加要对比的设计</translation>
    </message>
    <message>
        <source>Fabric Planner projects (*.json);;All files (*)</source>
        <translation>Fabric Planner 项目 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot add %1</source>
        <translation>无法添加 %1</translation>
    </message>
    <message>
        <source>Export Comparison</source>
        <translation>导出对比</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel 工作簿 (*.xlsx)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>InfiniBand</source>
        <translation>InfiniBand</translation>
    </message>
    <message>
        <source>RoCE</source>
        <translation>RoCE</translation>
    </message>
    <message>
        <source>%1 × %2, %3</source>
        <translation>%1 × %2，%3</translation>
    </message>
    <message>
        <source> %1G</source>
        <translation> %1G</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Currency: every amount in one currency, the first design&apos;s or this one; the note says which exchange rates were used</source>
        <translation>货币：所有金额使用同一种货币，即第一个设计的货币或此处所选货币；说明中注明所用的汇率</translation>
    </message>
    <message>
        <source>As first</source>
        <translation>同第一个</translation>
    </message>
    <message>
        <source>In the first design&apos;s currency</source>
        <translation>使用第一个设计的货币</translation>
    </message>
    <message>
        <source>%1 from %2 at %3</source>
        <translation>%1 由 %2 按 %3 换算</translation>
    </message>
    <message>
        <source>Amounts in %1: %2.</source>
        <translation>金额单位为 %1：%2。</translation>
    </message>
    <message>
        <source>%1: bus bandwidth (GB/s)</source>
        <translation>%1：总线带宽（GB/s）</translation>
    </message>
    <message>
        <source>%1: time (µs)</source>
        <translation>%1：时间（µs）</translation>
    </message>
    <message>
        <source>Differences are against the first design; the best value on a row is highlighted when every design&apos;s value is known and complete (≥: leaves out unknown parts; *: not exact).</source>
        <translation>差值均相对于第一个设计；仅当每个设计的值都已知且完整时，才突出显示该行的最佳值（≥：未计入未知部件；*：差值不精确）。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>the defaults</source>
        <translation>默认值</translation>
    </message>
    <message>
        <source>The designs&apos; model parameters differ: %1.</source>
        <translation>各设计的模型参数不同：%1。</translation>
    </message>
</context>
<context>
    <name>fabric::ui::ComparisonModel</name>
    <message>
        <source>Best on this row (%1 is better)</source>
        <translation>本行最佳（%1更好）</translation>
    </message>
    <message>
        <source>higher</source>
        <translation>越高</translation>
    </message>
    <message>
        <source>lower</source>
        <translation>越低</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>%1 (Δ vs first)</source>
        <translation>%1（相对第一个的 Δ）</translation>
    </message>
    <message>
        <source>≥ %1</source>
        <translation>≥ %1</translation>
    </message>
    <message>
        <source>Not known for this design: the catalogue lacks a value it needs, the design has errors, or it has no such network.</source>
        <translation>此设计的该值未知：目录缺少所需的值、设计有错误，或设计没有该网络。</translation>
    </message>
    <message>
        <source>Leaves out what is not known (%1): not ranked against the other designs.</source>
        <translation>未计入未知部分（%1）：不与其他设计比较排名。</translation>
    </message>
    <message>
        <source>%1 against the first design</source>
        <translation>相对于第一个设计 %1</translation>
    </message>
    <message>
        <source>%1 against the first design, a difference between figures that leave parts out: not exact, it may be larger or smaller.</source>
        <translation>相对于第一个设计 %1，是未计入部分部件的数值之间的差值：并不精确，实际差值可能更大或更小。</translation>
    </message>
</context>
<context>
    <name>fabric::ui::DesignPanel</name>
    <message>
        <source>&amp;Name</source>
        <translation>名称(&amp;N)</translation>
    </message>
    <message>
        <source>%1 (%2 × %3)</source>
        <translation>%1（%2 × %3）</translation>
    </message>
    <message>
        <source>&amp;Platform</source>
        <translation>平台(&amp;P)</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Drag to grow or shrink the cluster; the plan follows as you drag.</source>
        <translation>拖动以扩大或缩小集群；规划随拖动实时更新。</translation>
    </message>
    <message>
        <source>&amp;Size</source>
        <translation>规模(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Fabric</source>
        <translation>网络类型(&amp;F)</translation>
    </message>
    <message>
        <source>Link s&amp;peed</source>
        <translation>链路速率(&amp;P)</translation>
    </message>
    <message>
        <source>S&amp;witch</source>
        <translation>交换机(&amp;W)</translation>
    </message>
    <message>
        <source>Leaf down:up bandwidth; 1:1 is non-blocking.</source>
        <translation>叶交换机下行:上行带宽；1:1 为无阻塞。</translation>
    </message>
    <message>
        <source>&amp;Oversubscription</source>
        <translation>收敛比(&amp;O)</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source> nodes</source>
        <translation> 个节点</translation>
    </message>
    <message>
        <source>Nodes per scalable unit (rail-optimized); automatic: one leaf&apos;s down ports.</source>
        <translation>每个可扩展单元的节点数（轨道优化）；自动：一台叶交换机的下行端口数。</translation>
    </message>
    <message>
        <source>SU si&amp;ze</source>
        <translation>SU 规模(&amp;Z)</translation>
    </message>
    <message>
        <source>P&amp;lanes</source>
        <translation>平面数(&amp;L)</translation>
    </message>
    <message>
        <source>In-network reduction</source>
        <translation>网内归约</translation>
    </message>
    <message>
        <source>S&amp;HARP</source>
        <translation>SHARP(&amp;H)</translation>
    </message>
    <message>
        <source> kW</source>
        <translation> kW</translation>
    </message>
    <message>
        <source>&amp;Rack power</source>
        <translation>机柜功率(&amp;R)</translation>
    </message>
    <message>
        <source>Racks per ro&amp;w</source>
        <translation>每列机柜数(&amp;W)</translation>
    </message>
    <message>
        <source>In the compute racks</source>
        <translation>在计算机柜内</translation>
    </message>
    <message>
        <source>End of each row</source>
        <translation>每列末端</translation>
    </message>
    <message>
        <source>Middle of each row</source>
        <translation>每列中部</translation>
    </message>
    <message>
        <source>Central network row</source>
        <translation>集中网络列</translation>
    </message>
    <message>
        <source>Switch p&amp;lacement</source>
        <translation>交换机位置(&amp;L)</translation>
    </message>
    <message>
        <source>Platform&apos;s NIC (%1G)</source>
        <translation>平台自带网卡（%1G）</translation>
    </message>
    <message>
        <source>Platform&apos;s NIC</source>
        <translation>平台自带网卡</translation>
    </message>
    <message>
        <source>%1 Gb/s</source>
        <translation>%1 Gb/s</translation>
    </message>
    <message>
        <source>Cheapest that fits</source>
        <translation>满足要求的最便宜型号</translation>
    </message>
    <message>
        <source>%1 (does not fit)</source>
        <translation>%1（不满足要求）</translation>
    </message>
    <message>
        <source>%1 (not in the catalogue)</source>
        <translation>%1（不在产品目录中）</translation>
    </message>
    <message>
        <source>UFM appliance</source>
        <translation>UFM 设备</translation>
    </message>
    <message>
        <source>Switch&apos;s subnet manager</source>
        <translation>交换机的子网管理器</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>InfiniBand subnet management. Automatic: UFM for DGX (as NVIDIA&apos;s SuperPODs), the managed switch&apos;s embedded subnet manager for other servers up to its node limit. Management takes free ports and never adds switches.</source>
        <translation>InfiniBand 子网管理。自动：DGX 使用 UFM（与 NVIDIA 的 SuperPOD 相同），其他服务器在节点数不超过上限时使用网管型交换机内置的子网管理器。管理占用空闲端口，不会增加交换机。</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>A cluster needs at least one GPU: 0 GPUs plan no network. The design keeps its %1.</source>
        <translation>集群至少需要一个 GPU：0 个 GPU 无法规划网络。设计保留其 %1。</translation>
    </message>
    <message>
        <source>A cluster needs at least one node: 0 nodes plan no network. The design keeps its %1.</source>
        <translation>集群至少需要一个节点：0 个节点无法规划网络。设计保留其 %1。</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n 个 GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n 个节点</numerusform>
        </translation>
    </message>
    <message>
        <source>Net&amp;works</source>
        <translation>网络(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Subnet manager</source>
        <translation>子网管理器(&amp;S)</translation>
    </message>
</context>
<context>
    <name>fabric::ui::DiagnosticsModel</name>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>%1
Click to go to the field.</source>
        <translation>%1
点击跳转到该字段。</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>严重程度</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>字段</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>消息</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
</context>
<context>
    <name>fabric::ui::Document</name>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
</context>
<context>
    <name>fabric::ui::ExploreView</name>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>Planning the design space: %1 of %2 designs</source>
        <translation>正在规划设计空间：%1 / %2 个设计</translation>
    </message>
    <message>
        <source>The design has changed since this search: explore again to search around it.</source>
        <translation>此次搜索后设计已更改：请再次探索以搜索其周围的设计。</translation>
    </message>
    <message>
        <source>Collective:</source>
        <translation>集合通信：</translation>
    </message>
    <message>
        <source>&amp;Explore</source>
        <translation>探索(&amp;E)</translation>
    </message>
    <message>
        <source>Plan every design around the current one: fabrics, switches, link speeds, oversubscription, planes, tiers, SU sizes and SHARP</source>
        <translation>规划当前设计周围的每个设计：网络类型、交换机、链路速率、收敛比、平面、层数、SU 大小和 SHARP</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Max cost:</source>
        <translation>最高成本：</translation>
    </message>
    <message>
        <source>Min bus bandwidth:</source>
        <translation>最低总线带宽：</translation>
    </message>
    <message>
        <source>Max network power:</source>
        <translation>最大网络功耗：</translation>
    </message>
    <message>
        <source>Max racks:</source>
        <translation>最多机柜：</translation>
    </message>
    <message>
        <source>Fabric:</source>
        <translation>网络类型：</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source> GB/s</source>
        <translation> GB/s</translation>
    </message>
    <message>
        <source> kW</source>
        <translation> kW</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>任意</translation>
    </message>
    <message>
        <source>Use as Design</source>
        <translation>用作设计</translation>
    </message>
    <message>
        <source>Make the selected candidate&apos;s compute fabric the current design (double-click does the same)</source>
        <translation>将所选候选设计的计算网络设为当前设计（双击效果相同）</translation>
    </message>
    <message>
        <source>Add to Compare</source>
        <translation>加入比较</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>前沿</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>网络类型</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>链路</translation>
    </message>
    <message>
        <source>Oversub.</source>
        <translation>收敛比</translation>
    </message>
    <message>
        <source>Planes</source>
        <translation>平面</translation>
    </message>
    <message>
        <source>Tiers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>SU size</source>
        <translation>SU 大小</translation>
    </message>
    <message>
        <source>SHARP</source>
        <translation>SHARP</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Network power</source>
        <translation>网络功耗</translation>
    </message>
    <message>
        <source>Bus bandwidth</source>
        <translation>总线带宽</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>交换机数</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>机柜</translation>
    </message>
    <message>
        <source>Explore searches the design space around the current design for the cheapest designs that meet your limits and the Pareto front of cost, bus bandwidth and power.</source>
        <translation>探索会在当前设计周围的设计空间中搜索满足限制的最便宜设计，以及成本、总线带宽和功耗的帕累托前沿。</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <source>On the Pareto front</source>
        <translation>位于帕累托前沿</translation>
    </message>
    <message>
        <source>%1 × %2G</source>
        <translation>%1 × %2G</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>%1, power unknown (hollow)</source>
        <translation>%1，功耗未知（空心）</translation>
    </message>
    <message>
        <source>%1, price incomplete (square: known prices only)</source>
        <translation>%1，价格不完整（方形：仅计已知价格）</translation>
    </message>
    <message>
        <source>Bus bandwidth (GB/s)</source>
        <translation>总线带宽 (GB/s)</translation>
    </message>
    <message>
        <source>Net cost (M %1)</source>
        <translation>净成本（百万 %1）</translation>
    </message>
    <message>
        <source>Net cost (k %1)</source>
        <translation>净成本（千 %1）</translation>
    </message>
    <message>
        <source>filled: network power known, sized %1 to %2</source>
        <translation>实心：网络功耗已知，大小表示 %1 至 %2</translation>
    </message>
    <message>
        <source>hollow: power unknown · square: price incomplete, at the known prices</source>
        <translation>空心：功耗未知 · 方形：价格不完整，按已知价格绘制</translation>
    </message>
    <message>
        <source>Cost against %1 bus bandwidth at %2</source>
        <translation>成本与 %1 总线带宽（%2）</translation>
    </message>
    <message numerus="yes">
        <source>%n candidate(s) without a bus bandwidth are in the table only.</source>
        <translation>
            <numerusform>%n 个没有总线带宽的候选设计仅列在表中。</numerusform>
        </translation>
    </message>
    <message>
        <source>Hover over a point to see its design; double-click makes it the current design.</source>
        <translation>将鼠标悬停在点上可查看其设计；双击可将其设为当前设计。</translation>
    </message>
    <message>
        <source> · on the Pareto front</source>
        <translation> · 位于帕累托前沿</translation>
    </message>
    <message>
        <source>Use explored design (%1)</source>
        <translation>使用探索的设计 (%1)</translation>
    </message>
    <message>
        <source>Front over:</source>
        <translation>前沿依据：</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>bus bandwidth</source>
        <translation>总线带宽</translation>
    </message>
    <message>
        <source>power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>bisection</source>
        <translation>对分带宽</translation>
    </message>
    <message>
        <source>switches</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>racks</source>
        <translation>机柜</translation>
    </message>
    <message>
        <source>%1 designs planned, %2 meet the limits, %3 on the Pareto front of %4.</source>
        <translation>已规划 %1 个设计，%2 个满足限制，%3 个位于%4的帕累托前沿。</translation>
    </message>
    <message>
        <source>Designs that planned the same fabric as another (one switch at every ratio asked), shown once: %1.</source>
        <translation>与另一设计规划出相同网络的设计（同一台交换机的各个收敛比）只显示一次：%1 个。</translation>
    </message>
    <message>
        <source>Switch:</source>
        <translation>交换机：</translation>
    </message>
    <message>
        <source>≥ %1</source>
        <translation>≥ %1</translation>
    </message>
    <message>
        <source>≥ %1 (known prices only: some parts are sold on request)</source>
        <translation>≥ %1（仅计已知价格：部分部件按需询价）</translation>
    </message>
    <message numerus="yes">
        <source>%n of them (☆) only while a figure is unknown: a price or a power draw, their own or that of a design that may beat them.</source>
        <translation>
            <numerusform>其中 %n 个（☆）仅在某项数据未知时位于前沿：价格或功耗，可能是其自身的，也可能是某个可能优于它的设计的。</numerusform>
        </translation>
    </message>
    <message>
        <source> · on the Pareto front while a figure is unknown</source>
        <translation> · 数据未知时位于帕累托前沿</translation>
    </message>
    <message>
        <source>On the Pareto front only while a figure is unknown: its own price or power draw, or that of a design that may beat it</source>
        <translation>仅在某项数据未知时位于帕累托前沿：其自身的价格或功耗，或可能优于它的某个设计的价格或功耗</translation>
    </message>
    <message numerus="yes">
        <source>%n of them (☆) only while their own power draw is unknown, which their parts do not decide against the others&apos;: untick Power to rank them on the rest.</source>
        <translation>
            <numerusform>其中 %n 个（☆）仅因自身功耗未知而位于前沿，其部件也无法据此与其他设计分出优劣：取消勾选“功耗”即可按其余指标排序。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them (☆) only while a figure is unknown: for %1 their own power draw (untick Power to rank them on the rest), for the others a price or the figure of a design that may beat them.</source>
        <translation>
            <numerusform>其中 %n 个（☆）仅在某项数据未知时位于前沿：%1 个是因自身功耗未知（取消勾选“功耗”即可按其余指标排序），其余是因价格未知或某个可能优于它的设计的数据未知。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln plane(s)</source>
        <translation>
            <numerusform>%Ln 个平面</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln tier(s)</source>
        <translation>
            <numerusform>%Ln 层</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>SU of %Ln node(s)</source>
        <translation>
            <numerusform>每个 SU %Ln 个节点</numerusform>
        </translation>
    </message>
    <message>
        <source>Cost %1 · network power %2 · bus bandwidth %3 · %4 · %5%6</source>
        <translation>成本 %1 · 网络功耗 %2 · 总线带宽 %3 · %4 · %5%6</translation>
    </message>
    <message numerus="yes">
        <source>%Ln switch(es)</source>
        <translation>
            <numerusform>%Ln 台交换机</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln rack(s)</source>
        <translation>
            <numerusform>%Ln 个机柜</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2, %3 × %4G, %5, %6, %7, %8, SHARP %9</source>
        <translation>%1，%2，%3 × %4G，%5，%6，%7，%8，SHARP %9</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>帕累托前沿</translation>
    </message>
    <message>
        <source>Front while unknown</source>
        <translation>数据未知时的前沿</translation>
    </message>
    <message>
        <source>ring: Pareto front · dashed ring: on it while a figure is unknown</source>
        <translation>圆圈：帕累托前沿 · 虚线圈：数据未知时在前沿上</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 did not plan.</source>
        <translation>%1 个设计无法规划。</translation>
    </message>
    <message>
        <source>%1 did not plan: %2; hover for why.</source>
        <translation>%1 个设计无法规划：%2；悬停查看原因。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Bus bandwidths with the model parameters set for this project: %1.</source>
        <translation>总线带宽按本项目设置的模型参数计算：%1。</translation>
    </message>
    <message>
        <source>Cancelled: the candidates planned by then.</source>
        <translation>已取消：显示取消前已规划的候选设计。</translation>
    </message>
</context>
<context>
    <name>fabric::ui::ExportMenu</name>
    <message>
        <source>E&amp;xport</source>
        <translation>导出(&amp;X)</translation>
    </message>
    <message>
        <source>Nothing to export</source>
        <translation>没有可导出的内容</translation>
    </message>
    <message>
        <source>The design has errors; fix them first.</source>
        <translation>设计有错误，请先修正。</translation>
    </message>
    <message>
        <source>the catalogue</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>your price database</source>
        <translation>您的价格数据库</translation>
    </message>
    <message>
        <source>the project file</source>
        <translation>项目文件</translation>
    </message>
    <message>
        <source>The export</source>
        <translation>导出文件</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <source>The plan has no cables to label.</source>
        <translation>该方案没有可贴标签的线缆。</translation>
    </message>
    <message>
        <source>%1: cable labels</source>
        <translation>%1：线缆标签</translation>
    </message>
    <message>
        <source>%1: install sheets</source>
        <translation>%1：安装单</translation>
    </message>
    <message>
        <source>Fabric Planner cannot write %1 files.</source>
        <translation>Fabric Planner 无法写出 %1 文件。</translation>
    </message>
    <message>
        <source>No quote to export</source>
        <translation>没有可导出的报价单</translation>
    </message>
    <message>
        <source>Quote written to %1</source>
        <translation>报价单已写入 %1</translation>
    </message>
    <message>
        <source>All networks</source>
        <translation>所有网络</translation>
    </message>
</context>
<context>
    <name>fabric::ui::FiguresPanel</name>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Endpoints</source>
        <translation>端点</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>Planes × SUs</source>
        <translation>平面 × SU</translation>
    </message>
    <message>
        <source>Bisection</source>
        <translation>对分带宽</translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation>收敛比</translation>
    </message>
    <message>
        <source>Switch hops</source>
        <translation>交换机跳数</translation>
    </message>
    <message>
        <source>Worst latency</source>
        <translation>最差时延</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>机柜</translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation>总成本</translation>
    </message>
    <message>
        <source>Cost per GPU</source>
        <translation>每 GPU 成本</translation>
    </message>
    <message>
        <source>Total power</source>
        <translation>总功耗</translation>
    </message>
    <message>
        <source>Power per GPU</source>
        <translation>每 GPU 功耗</translation>
    </message>
    <message>
        <source>%1 ns</source>
        <translation>%1 ns</translation>
    </message>
    <message>
        <source>%1, %2 m</source>
        <translation>%1 根，%2 米</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <source>Cable runs</source>
        <translation>线缆布线</translation>
    </message>
    <message>
        <source>Cables ordered</source>
        <translation>订购线缆</translation>
    </message>
    <message>
        <source>Transceivers</source>
        <translation>光模块</translation>
    </message>
    <message>
        <source>%1 more nodes need %2 more switches (%3 → %4): the size crossed a switch boundary. Undo (Ctrl+Z) goes back to %5 nodes.</source>
        <translation>增加 %1 个节点需要多 %2 台交换机（%3 → %4）：规模跨越了交换机数量的临界点。撤销 (Ctrl+Z) 可恢复为 %5 个节点。</translation>
    </message>
    <message>
        <source>%1 / %2 / %3 / %4</source>
        <translation>%1 / %2 / %3 / %4</translation>
    </message>
    <message>
        <source>Worst cases: same rail / same SU / same pod / across pods</source>
        <translation>最坏情况：同一轨道 / 同一 SU / 同一 pod / 跨 pod</translation>
    </message>
    <message>
        <source>cables only</source>
        <translation>仅线缆</translation>
    </message>
    <message>
        <source>Switches plus cables on the longest path</source>
        <translation>最长路径上的交换机加线缆</translation>
    </message>
    <message>
        <source>The catalogue does not know the switch&apos;s latency: this is the cable part alone</source>
        <translation>产品目录中没有该交换机的时延：此处仅为线缆部分</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1，共 %2</translation>
    </message>
    <message>
        <source>As the bill of materials counts them (copper, AOC and fibre cables; spares are on lines of their own)</source>
        <translation>按物料清单统计（铜缆、AOC 和光纤线缆；备件单独列行）</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n 排</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>excludes %n item(s) on request</source>
        <translation>
            <numerusform>不含 %n 项按需询价</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>excludes %n part(s) of unknown draw</source>
        <translation>
            <numerusform>不含 %n 个功耗未知的部件</numerusform>
        </translation>
    </message>
    <message>
        <source>Networks</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Point-to-point links to cable in every network, as the Cabling tab lists them, and their length in all</source>
        <translation>各网络中需布线的点对点链路（与“布线”页所列一致）及其总长度</translation>
    </message>
    <message>
        <source>Going from %1 to %2 nodes takes the fabric from a %3-tier to a %4-tier design (%5 → %6 switches).</source>
        <translation>节点数从 %1 变为 %2 时，网络从 %3 层变为 %4 层（交换机 %5 → %6 台）。</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z) goes back to %1 on %2.</source>
        <translation>撤销 (Ctrl+Z) 可恢复为 %1（%2）。</translation>
    </message>
    <message numerus="yes">
        <source>%Ln node(s)</source>
        <translation>
            <numerusform>%Ln 个节点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tier(s)</source>
        <translation>
            <numerusform>%n 层</numerusform>
        </translation>
    </message>
    <message>
        <source>≥ %1</source>
        <translation>≥ %1</translation>
    </message>
</context>
<context>
    <name>fabric::ui::FloorPlanView</name>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n 个节点</numerusform>
        </translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>第 %1 排</translation>
    </message>
    <message>
        <source> · SU %1</source>
        <translation> · SU %1</translation>
    </message>
    <message>
        <source> · SU %1–%2</source>
        <translation> · SU %1–%2</translation>
    </message>
    <message>
        <source> · network</source>
        <translation> · 网络</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n 排</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rack(s)</source>
        <translation>
            <numerusform>%n 个机柜</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fabric::ui::LanguagePage</name>
    <message>
        <source>System (%1)</source>
        <translation>跟随系统（%1）</translation>
    </message>
    <message>
        <source>Interface language:</source>
        <translation>界面语言：</translation>
    </message>
    <message>
        <source>Numbers and dates will be written as: %1, %2.</source>
        <translation>数字和日期将显示为：%1，%2。</translation>
    </message>
    <message>
        <source>The new language applies when Fabric Planner starts again.</source>
        <translation>新语言将在 Fabric Planner 下次启动时生效。</translation>
    </message>
    <message>
        <source>System</source>
        <translation>跟随系统</translation>
    </message>
</context>
<context>
    <name>fabric::ui::MainWindow</name>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>“%1” has changes that are not saved. Save them?</source>
        <translation>“%1”有未保存的更改。是否保存？</translation>
    </message>
    <message>
        <source>Planning…</source>
        <translation>正在规划…</translation>
    </message>
    <message>
        <source>Ready: one DGX H100 scalable unit on NDR InfiniBand. Drag the handle at the end of the last row to grow the cluster.</source>
        <translation>就绪：一个基于 NDR InfiniBand 的 DGX H100 可扩展单元。拖动最后一列末端的手柄可扩大集群。</translation>
    </message>
    <message>
        <source>&amp;Floor plan</source>
        <translation>机房平面图(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Topology</source>
        <translation>拓扑(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Bill of materials</source>
        <translation>物料清单(&amp;B)</translation>
    </message>
    <message>
        <source>Filter by device, rack, medium or part number</source>
        <translation>按设备、机柜、介质或料号筛选</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>显示全部</translation>
    </message>
    <message>
        <source>&amp;Cabling</source>
        <translation>布线(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Performance</source>
        <translation>性能(&amp;P)</translation>
    </message>
    <message>
        <source>Co&amp;mpare</source>
        <translation>对比(&amp;M)</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>设计</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>关键指标</translation>
    </message>
    <message>
        <source>Warnings and errors</source>
        <translation>警告和错误</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Sample</source>
        <translation>打开示例(&amp;S)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>Copy Bill of Materials</source>
        <translation>复制物料清单</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Fit Floor Plan</source>
        <translation>适应机房平面图(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Design</source>
        <translation>设计(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Catalogue…</source>
        <translation>产品目录(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Import Price List…</source>
        <translation>导入价格表(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Quote…</source>
        <translation>报价单(&amp;Q)…</translation>
    </message>
    <message>
        <source>&amp;Reset to Defaults</source>
        <translation>恢复默认设置(&amp;R)</translation>
    </message>
    <message>
        <source>Reset to defaults</source>
        <translation>恢复默认设置</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Fabric Planner</source>
        <translation>关于 Fabric Planner(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>IB vs RoCE</source>
        <translation>IB 对比 RoCE</translation>
    </message>
    <message>
        <source>Compare the design with the same cluster on the other technology (Ctrl+Shift+R)</source>
        <translation>将设计与同一集群在另一种技术上的方案对比（Ctrl+Shift+R）</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Warnings and errors (%1, %2)</source>
        <translation>警告和错误（%1，%2）</translation>
    </message>
    <message>
        <source>No plan: see the errors</source>
        <translation>无规划结果：请查看错误</translation>
    </message>
    <message numerus="yes">
        <source>%n device(s) selected</source>
        <translation>
            <numerusform>已选择 %n 台设备</numerusform>
        </translation>
    </message>
    <message>
        <source>%1[*] — Fabric Planner</source>
        <translation>%1[*] — Fabric Planner</translation>
    </message>
    <message>
        <source>New design</source>
        <translation>新设计</translation>
    </message>
    <message>
        <source>Open Project</source>
        <translation>打开项目</translation>
    </message>
    <message>
        <source>Cannot open project</source>
        <translation>无法打开项目</translation>
    </message>
    <message>
        <source>“%1” could not be opened:
%2</source>
        <translation>无法打开“%1”：
%2</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>Save Project</source>
        <translation>保存项目</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n line(s) of the bill of materials</source>
        <translation>
            <numerusform>已复制物料清单中的 %n 行</numerusform>
        </translation>
    </message>
    <message>
        <source>About Fabric Planner</source>
        <translation>关于 Fabric Planner</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Fabric Planner %1&lt;/h3&gt;&lt;p&gt;Plans the network of a GPU cluster: fat-tree sizing, port-level topology, racks, cables, a priced bill of materials and a model of collective performance.&lt;/p&gt;&lt;p&gt;Catalogue %2. Prices are indicative unless imported from your own price list.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Fabric Planner %1&lt;/h3&gt;&lt;p&gt;规划 GPU 集群的网络：胖树规模计算、端口级拓扑、机柜、线缆、带价格的物料清单以及集合通信性能模型。&lt;/p&gt;&lt;p&gt;产品目录 %2。除非从您自己的价格表导入，价格均为参考价。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Recover unsaved work?</source>
        <translation>恢复未保存的工作？</translation>
    </message>
    <message>
        <source>Fabric Planner did not close normally last time. Recover the design that was being edited?</source>
        <translation>Fabric Planner 上次未正常关闭。是否恢复当时正在编辑的设计？</translation>
    </message>
    <message>
        <source>Recovered the autosaved design</source>
        <translation>已恢复自动保存的设计</translation>
    </message>
    <message>
        <source>Recovery failed</source>
        <translation>恢复失败</translation>
    </message>
    <message>
        <source>Lay out %1 × %2</source>
        <translation>布局为 %1 × %2</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>设置(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>用户指南(&amp;U)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Fabric Planner User Guide</source>
        <translation>Fabric Planner 用户指南</translation>
    </message>
    <message>
        <source>Fabric Planner projects (*.json);;All files (*)</source>
        <translation>Fabric Planner 项目 (*.json);;所有文件 (*)</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n 排</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rack(s)</source>
        <translation>
            <numerusform>%n 个机柜</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n 个错误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n 个警告</numerusform>
        </translation>
    </message>
    <message>
        <source>Exp&amp;lore</source>
        <translation>探索(&amp;L)</translation>
    </message>
    <message>
        <source>Each network numbers its own links (#), as the cabling CSV and workbook do</source>
        <translation>每个网络各自为其链路编号（#），与布线 CSV 和工作簿一致</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message numerus="yes">
        <source>%Ln GPU(s)</source>
        <translation>
            <numerusform>%Ln 个 GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln switch(es)</source>
        <translation>
            <numerusform>%Ln 台交换机</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln link(s)</source>
        <translation>
            <numerusform>%Ln 条链路</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Model Parameters…</source>
        <translation>模型参数(&amp;M)…</translation>
    </message>
    <message>
        <source>Cannot read %1</source>
        <translation>无法读取 %1</translation>
    </message>
</context>
<context>
    <name>fabric::ui::MeasuredResults</name>
    <message>
        <source>%1: measured %2 µs, model %3 µs (%4)
busbw measured %5 GB/s, model %6 GB/s; the model&apos;s %7/%8</source>
        <translation>%1：实测 %2 µs，模型 %3 µs（%4）
总线带宽实测 %5 GB/s，模型 %6 GB/s；模型的 %7/%8</translation>
    </message>
    <message>
        <source>%1: no run of a collective the model runs (all_reduce_perf, all_gather_perf, reduce_scatter_perf, alltoall_perf, broadcast_perf; an output of nccl-tests before 2.13 does not name its program, fabricplanner-cli model --measured takes it with --collective)</source>
        <translation>%1：没有模型能计算的集合通信的运行（all_reduce_perf、all_gather_perf、reduce_scatter_perf、alltoall_perf、broadcast_perf；2.13 之前的 nccl-tests 输出不写程序名，可用 fabricplanner-cli model --measured 加 --collective 读取）</translation>
    </message>
    <message>
        <source>model, measured run</source>
        <translation>模型（实测的运行）</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <source>%1 in %2, %3 ranks</source>
        <translation>%2 中的 %1，%3 个 rank</translation>
    </message>
    <message>
        <source>%1 in %2, %3 ranks on %4 hosts</source>
        <translation>%2 中的 %1，%4 台主机上 %3 个 rank</translation>
    </message>
    <message>
        <source>Measured (%1): the model for that run is off by %2 at the median, %3 at most (%4).</source>
        <translation>实测（%1）：模型对该运行的误差中位数为 %2，最大 %3（%4）。</translation>
    </message>
</context>
<context>
    <name>fabric::ui::ModelParametersDialog</name>
    <message>
        <source>Model Parameters</source>
        <translation>模型参数</translation>
    </message>
    <message>
        <source>The numbers the performance model takes that are not read from the plan, with their sources. A value set here is saved with the project and used by every figure: the Performance, Compare and Explore tabs and the exports. Set values are in bold; a value equal to the default is not kept.</source>
        <translation>性能模型所用的、不从方案中读取的数值及其来源。在此设置的值随项目保存，并用于每一个数字：性能、对比和探索选项卡以及导出。已设置的值以粗体显示；与默认值相同的值不予保留。</translation>
    </message>
    <message>
        <source>Filter by name or source</source>
        <translation>按名称或来源筛选</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>默认值</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Use the &amp;Default</source>
        <translation>使用默认值(&amp;D)</translation>
    </message>
    <message>
        <source>The selected parameters go back to their defaults</source>
        <translation>所选参数恢复为默认值</translation>
    </message>
    <message>
        <source>Reset &amp;All</source>
        <translation>全部重置(&amp;A)</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; cannot be used; it takes %3.</source>
        <translation>%1：无法使用“%2”；它接受%3。</translation>
    </message>
    <message>
        <source>Set for this project; the default is %1 %2</source>
        <translation>已为本项目设置；默认值为 %1 %2</translation>
    </message>
    <message>
        <source>The default</source>
        <translation>默认值</translation>
    </message>
</context>
<context>
    <name>fabric::ui::NetworksSection</name>
    <message>
        <source>Default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>The networks planned beside the compute fabric, as NVIDIA&apos;s reference architectures build them: the storage fabric, the in-band management network and the out-of-band (BMC) network. By default every one whose node ports the catalogue knows, for DGX and HGX systems.</source>
        <translation>计算网络之外规划的网络，按 NVIDIA 参考架构的方式构建：存储网络、带内管理网络和带外（BMC）网络。对 DGX 和 HGX 系统，默认规划目录中已知节点端口的每一个网络。</translation>
    </message>
    <message>
        <source>InfiniBand</source>
        <translation>InfiniBand</translation>
    </message>
    <message>
        <source>Ethernet</source>
        <translation>以太网</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>网络类型</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source> Gb/s</source>
        <translation> Gb/s</translation>
    </message>
    <message>
        <source>Link speed</source>
        <translation>链路速率</translation>
    </message>
    <message>
        <source>The node side&apos;s leaf ratio; storage nodes attach 1:1. NVIDIA&apos;s H100 RA: near 4:3.</source>
        <translation>节点侧叶交换机的收敛比；存储节点按 1:1 接入。NVIDIA H100 参考架构：约 4:3。</translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation>收敛比</translation>
    </message>
    <message>
        <source>Storage nodes</source>
        <translation>存储节点</translation>
    </message>
    <message>
        <source>Ports each</source>
        <translation>每台端口数</translation>
    </message>
    <message>
        <source>Management servers (Base Command Manager head nodes) on the in-band and OOB networks; by default 5, as NVIDIA&apos;s H100 RA.</source>
        <translation>带内和带外网络上的管理服务器（Base Command Manager 头节点）；默认 5 台，与 NVIDIA H100 参考架构一致。</translation>
    </message>
    <message>
        <source>Mgmt servers</source>
        <translation>管理服务器</translation>
    </message>
    <message>
        <source>PDUs per rack</source>
        <translation>每机柜 PDU 数</translation>
    </message>
    <message>
        <source>Default (%1)</source>
        <translation>默认（%1）</translation>
    </message>
    <message>
        <source>Change the %1</source>
        <translation>更改%1</translation>
    </message>
</context>
<context>
    <name>fabric::ui::NoPlanNotice</name>
    <message numerus="yes">
        <source>No plan: the design has %n error(s). See Warnings and errors.</source>
        <translation>
            <numerusform>无规划结果：设计有 %n 个错误。请查看“警告和错误”。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fabric::ui::PerformanceView</name>
    <message>
        <source>Collective:</source>
        <translation>集合通信：</translation>
    </message>
    <message>
        <source>%1: bus bandwidth</source>
        <translation>%1：总线带宽</translation>
    </message>
    <message>
        <source>%1: time</source>
        <translation>%1：时间</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Network cost by category (%1); compute %2</source>
        <translation>按类别的网络成本（%1）；计算部分 %2</translation>
    </message>
    <message>
        <source>Network power by category (%1); compute %2</source>
        <translation>按类别的网络功耗（%1）；计算部分 %2</translation>
    </message>
    <message>
        <source>%1 GPUs, whole cluster; message sizes as nccl-tests counts them. NCCL&apos;s choice (defaults): %2. Hover a curve for the latency parts.</source>
        <translation>%1 个 GPU，整个集群；消息大小按 nccl-tests 的方式计算。NCCL 的选择（默认）：%2。将鼠标悬停在曲线上可查看时延组成。</translation>
    </message>
    <message>
        <source>Known</source>
        <translation>已知</translation>
    </message>
    <message>
        <source>Known draw</source>
        <translation>已知功耗</translation>
    </message>
    <message>
        <source>Unknown (hatched, not to scale)</source>
        <translation>未知（阴影表示，不按比例）</translation>
    </message>
    <message>
        <source>%1 (%2 unknown)</source>
        <translation>%1（%2 未知）</translation>
    </message>
    <message>
        <source>This run configuration does not fit the plan: %1</source>
        <translation>此运行配置与方案不符：%1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1。%2</translation>
    </message>
    <message>
        <source>No model for this plan.</source>
        <translation>此规划没有性能模型。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>至少 %1</translation>
    </message>
    <message>
        <source>%1&lt;br&gt;(%2 unknown)</source>
        <translation>%1&lt;br&gt;（%2 未知）</translation>
    </message>
    <message>
        <source>Model parameters set for this project: %1.</source>
        <translation>本项目设置的模型参数：%1。</translation>
    </message>
    <message>
        <source>M&amp;odel Parameters…</source>
        <translation>模型参数(&amp;O)…</translation>
    </message>
    <message>
        <source>The model&apos;s numbers for this project: see and change them</source>
        <translation>本项目的模型数值：查看并修改</translation>
    </message>
    <message>
        <source>Me&amp;asured…</source>
        <translation>实测结果(&amp;A)…</translation>
    </message>
    <message>
        <source>Set the model beside your cluster&apos;s own nccl-tests output</source>
        <translation>将模型与您集群自己的 nccl-tests 输出并列对照</translation>
    </message>
    <message>
        <source>Clear Measured</source>
        <translation>清除实测</translation>
    </message>
    <message>
        <source>Measured Results</source>
        <translation>实测结果</translation>
    </message>
    <message>
        <source>nccl-tests output (*.txt *.log *.out);;All files (*)</source>
        <translation>nccl-tests 输出 (*.txt *.log *.out);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot read %1</source>
        <translation>无法读取 %1</translation>
    </message>
    <message>
        <source>The measured run in %1 does not fit this plan: %2</source>
        <translation>%1 中的实测运行不适合此规划：%2</translation>
    </message>
    <message>
        <source>%1 has no run of %2.</source>
        <translation>%1 中没有 %2 的运行。</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1。</translation>
    </message>
</context>
<context>
    <name>fabric::ui::QuoteDialog</name>
    <message>
        <source>Quote</source>
        <translation>报价单</translation>
    </message>
    <message>
        <source> days</source>
        <translation> 天</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Discount (0: overall)</source>
        <translation>折扣（0：使用整体折扣）</translation>
    </message>
    <message>
        <source>&amp;Customer:</source>
        <translation>客户(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Project:</source>
        <translation>项目(&amp;P)：</translation>
    </message>
    <message>
        <source>Quote &amp;number:</source>
        <translation>报价单编号(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>日期(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;Valid for:</source>
        <translation>有效期(&amp;V)：</translation>
    </message>
    <message>
        <source>C&amp;urrency:</source>
        <translation>币种(&amp;U)：</translation>
    </message>
    <message>
        <source>Di&amp;scount:</source>
        <translation>折扣(&amp;S)：</translation>
    </message>
    <message>
        <source>Spa&amp;res:</source>
        <translation>备件(&amp;R)：</translation>
    </message>
    <message>
        <source>Discount by category:</source>
        <translation>分类折扣：</translation>
    </message>
    <message>
        <source>N&amp;otes:</source>
        <translation>备注(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;Terms:</source>
        <translation>条款(&amp;T)：</translation>
    </message>
    <message>
        <source>e.g. 30 days net</source>
        <translation>例如：30 天内付清</translation>
    </message>
    <message>
        <source>e.g. FCA, 6 to 8 weeks after order</source>
        <translation>例如：FCA，下单后 6 至 8 周</translation>
    </message>
    <message>
        <source>The network only: leave the nodes and servers out of the quote</source>
        <translation>仅网络：报价中不含节点和服务器</translation>
    </message>
    <message>
        <source>Ta&amp;x or VAT:</source>
        <translation>税或增值税(&amp;X)：</translation>
    </message>
    <message>
        <source>Pa&amp;yment terms:</source>
        <translation>付款条件(&amp;Y)：</translation>
    </message>
    <message>
        <source>De&amp;livery terms:</source>
        <translation>交货条件(&amp;L)：</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation>美国信纸 (Letter)</translation>
    </message>
    <message>
        <source>P&amp;aper:</source>
        <translation>纸张(&amp;A):</translation>
    </message>
    <message>
        <source>The paper the PDF quote, the workbook, the cable labels and the install sheets print on</source>
        <translation>PDF 报价单、工作簿、线缆标签和安装单打印所用的纸张</translation>
    </message>
</context>
<context>
    <name>fabric::ui::RackElevationDialog</name>
    <message>
        <source>Rack %1 — Fabric Planner</source>
        <translation>机柜 %1 — Fabric Planner</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>Export Rack Elevation</source>
        <translation>导出机柜立面图</translation>
    </message>
    <message>
        <source>SVG image (*.svg);;PNG image (*.png)</source>
        <translation>SVG 图像 (*.svg);;PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
</context>
<context>
    <name>fabric::ui::RecentFiles</name>
    <message>
        <source>No recent files</source>
        <translation>没有最近打开的文件</translation>
    </message>
    <message>
        <source>Clear Menu</source>
        <translation>清空菜单</translation>
    </message>
    <message>
        <source>No samples found</source>
        <translation>未找到示例</translation>
    </message>
</context>
<context>
    <name>fabric::ui::RunConfigBar</name>
    <message>
        <source>CUDA graphs</source>
        <translation>使用 CUDA 图</translation>
    </message>
    <message>
        <source>no CUDA graphs</source>
        <translation>不使用 CUDA 图</translation>
    </message>
    <message>
        <source>NVLink &amp;domain:</source>
        <translation>NVLink 域(&amp;D)：</translation>
    </message>
    <message>
        <source>GPUs joined by NVLink; a smaller domain than the platform&apos;s reaches the rest over the network only (GB200 trays not joined by NVLink: 4)</source>
        <translation>由 NVLink 连接的 GPU 数；小于平台的域只能经网络与其余 GPU 通信（未经 NVLink 互连的 GB200 托盘：4）</translation>
    </message>
    <message>
        <source>&amp;Ranks per domain:</source>
        <translation>每域 rank 数(&amp;R)：</translation>
    </message>
    <message>
        <source>GPUs of each domain that take part (one GPU per node: 1)</source>
        <translation>每个域中参与通信的 GPU 数（每节点一个 GPU：1）</translation>
    </message>
    <message>
        <source>&amp;NICs per GPU:</source>
        <translation>每 GPU 网卡数(&amp;N)：</translation>
    </message>
    <message>
        <source>CUDA &amp;graphs</source>
        <translation>CUDA 图(&amp;G)</translation>
    </message>
    <message>
        <source>Run &amp;configuration</source>
        <translation>运行配置(&amp;C)</translation>
    </message>
    <message>
        <source>Launch from a captured CUDA graph, as nccl-tests -G</source>
        <translation>从捕获的 CUDA 图启动，与 nccl-tests -G 相同</translation>
    </message>
    <message>
        <source>NICs per GPU as the NIC&apos;s port modes in the catalogue allow them (ConnectX-8 on Ethernet: 2 x 400G)</source>
        <translation>每块 GPU 的网卡数，取目录中该网卡端口模式所允许的布局（以太网上的 ConnectX-8：2 x 400G）</translation>
    </message>
    <message>
        <source>NCCL %1</source>
        <translation>NCCL %1</translation>
    </message>
    <message>
        <source>NCCL re&amp;lease:</source>
        <translation>NCCL 版本(&amp;L)：</translation>
    </message>
    <message>
        <source>no NVLink (1 GPU per node over PCIe)</source>
        <translation>无 NVLink（每节点 1 个 GPU 经 PCIe 互连）</translation>
    </message>
    <message>
        <source>no NVLink (%1 GPUs per node over PCIe)</source>
        <translation>无 NVLink（每节点 %1 个 GPU 经 PCIe 互连）</translation>
    </message>
    <message>
        <source>NVLink domain of 1 GPU</source>
        <translation>NVLink 域 1 个 GPU</translation>
    </message>
    <message>
        <source>NVLink domain of %1 GPUs</source>
        <translation>NVLink 域 %1 个 GPU</translation>
    </message>
    <message>
        <source>1 rank per node</source>
        <translation>每节点 1 个 rank</translation>
    </message>
    <message>
        <source>%1 ranks per node</source>
        <translation>每节点 %1 个 rank</translation>
    </message>
    <message>
        <source>1 rank per domain</source>
        <translation>每域 1 个 rank</translation>
    </message>
    <message>
        <source>%1 ranks per domain</source>
        <translation>每域 %1 个 rank</translation>
    </message>
    <message>
        <source>1 NIC per GPU</source>
        <translation>每 GPU 1 个网卡</translation>
    </message>
    <message>
        <source>%1 NICs per GPU</source>
        <translation>每 GPU %1 个网卡</translation>
    </message>
    <message>
        <source>Figures assume: %1, %2, %3, %4, %5</source>
        <translation>图表假定：%1，%2，%3，%4，%5</translation>
    </message>
    <message>
        <source>%1 or later</source>
        <translation>%1 及以后</translation>
    </message>
    <message>
        <source>%1 or earlier</source>
        <translation>%1 及以前</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 至 %2</translation>
    </message>
    <message>
        <source>The NCCL release the cluster runs, in the ranges the model tells apart: 2.22 to 2.28 keep all-to-all on LL up to 512 KiB a peer inside an NVLink domain, other releases to 16 KiB; NVLS came with 2.17.1, NVLSTree with 2.18.1 and PAT with 2.23.4; 2.18.1 to 2.28.3 run NVLS only on nodes of more than 2 GPUs; SHARP across NVL72 racks follows each release&apos;s CollNet limit of 8 GPUs a node (the model follows NCCL %1&apos;s tuning)</source>
        <translation>集群运行的 NCCL 版本，按模型所区分的版本范围：2.22 至 2.28 在 NVLink 域内对每个对端最多 512 KiB 的 all-to-all 使用 LL，其他版本为 16 KiB；NVLS 随 2.17.1 引入，NVLSTree 随 2.18.1，PAT 随 2.23.4；2.18.1 至 2.28.3 仅在多于 2 个 GPU 的节点上运行 NVLS；跨 NVL72 机柜的 SHARP 遵循各版本 CollNet 每节点最多 8 个 GPU 的限制（模型遵循 NCCL %1 的调优）</translation>
    </message>
</context>
<context>
    <name>fabric::ui::SetParameters</name>
    <message>
        <source>%1 %2 %3</source>
        <translation>%1 %2 %3</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>个 GPU</translation>
    </message>
    <message>
        <source>NICs</source>
        <translation>个网卡</translation>
    </message>
    <message>
        <source>channels</source>
        <translation>个通道</translation>
    </message>
    <message>
        <source>fraction</source>
        <translation>比例</translation>
    </message>
    <message>
        <source>on/off</source>
        <translation>开/关</translation>
    </message>
</context>
<context>
    <name>fabric::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>&amp;Seller</source>
        <translation>卖方(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Exchange rates</source>
        <translation>汇率(&amp;E)</translation>
    </message>
    <message>
        <source>Printed at the top of every quote.</source>
        <translation>打印在每份报价单的顶部。</translation>
    </message>
    <message>
        <source>Your company&apos;s name</source>
        <translation>您的公司名称</translation>
    </message>
    <message>
        <source>&amp;Company:</source>
        <translation>公司(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>地址(&amp;A)：</translation>
    </message>
    <message>
        <source>e-mail, phone</source>
        <translation>电子邮件、电话</translation>
    </message>
    <message>
        <source>C&amp;ontact:</source>
        <translation>联系方式(&amp;O)：</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>选择(&amp;H)…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
    <message>
        <source>Payment and delivery terms; a quote&apos;s own terms replace them.</source>
        <translation>付款和交货条款；报价单自身的条款会替换这些条款。</translation>
    </message>
    <message>
        <source>&amp;Terms:</source>
        <translation>条款(&amp;T)：</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>代码</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Catalogue rate</source>
        <translation>产品目录汇率</translation>
    </message>
    <message>
        <source>Your rate</source>
        <translation>您的汇率</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>Choose a Logo</source>
        <translation>选择徽标</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.svg)</source>
        <translation>图像 (*.png *.jpg *.jpeg *.svg)</translation>
    </message>
    <message>
        <source>No logo</source>
        <translation>无徽标</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>Logo:</source>
        <translation>徽标：</translation>
    </message>
    <message>
        <source>Units of each currency per US dollar, and the date of the rate. Leave “Your rate” empty to use the catalogue&apos;s; add any ISO 4217 currency below. Quotes and Compare name the rate they used.</source>
        <translation>每 1 美元兑换的各货币数额及汇率日期。“您的汇率”留空则使用目录中的汇率；可在下方添加任何 ISO 4217 货币。报价和比较会注明所用的汇率。</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>A&amp;dd currency</source>
        <translation>添加货币(&amp;D)</translation>
    </message>
    <message>
        <source>C&amp;urrency:</source>
        <translation>货币(&amp;U)：</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>The date of your rate, as 2026-11-30; empty: today&apos;s when the rate changes.</source>
        <translation>您的汇率的日期，格式如 2026-11-30；留空：汇率更改时取今天的日期。</translation>
    </message>
    <message>
        <source>Your rate for %1 (%2), “%3”, is not a number above 0. Give the units of %1 that one US dollar buys, as 0.92, or leave it empty to use the catalogue&apos;s rate.</source>
        <translation>您为 %1（%2）填写的汇率“%3”不是大于 0 的数字。请填写 1 美元可兑换的 %1 数额，如 0.92；或留空以使用产品目录中的汇率。</translation>
    </message>
    <message>
        <source>The date of your %1 rate, “%2”, is not a date written as 2026-11-30. Write it so, or leave it empty.</source>
        <translation>您的 %1 汇率的日期“%2”不是 2026-11-30 这样的日期。请按此格式填写，或留空。</translation>
    </message>
</context>
<context>
    <name>fabric::ui::TopologyView</name>
    <message>
        <source>&amp;Network:</source>
        <translation>网络(&amp;N)：</translation>
    </message>
</context>
<context>
    <name>fabric::ui::UserCatalogue</name>
    <message>
        <source>Import Price List</source>
        <translation>导入价格表</translation>
    </message>
    <message>
        <source>Price lists (*.csv);;All files (*)</source>
        <translation>价格表 (*.csv);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot import the price list</source>
        <translation>无法导入价格表</translation>
    </message>
    <message>
        <source>Price list imported</source>
        <translation>价格表已导入</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>另有 %n 行</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>%1

Planning continues with the bundled, indicative prices.</source>
        <translation>%1

将继续使用内置的参考价格进行规划。</translation>
    </message>
    <message>
        <source>The product catalogue could not be opened:
%1</source>
        <translation>无法打开产品目录：
%1</translation>
    </message>
</context>
</TS>
