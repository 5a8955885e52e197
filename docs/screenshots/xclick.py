# Clicks at (x, y) on the X display through XTest: take.sh's way to press a button (no xdotool).
import ctypes, sys, time

x = ctypes.cdll.LoadLibrary("libX11.so.6")
t = ctypes.cdll.LoadLibrary("libXtst.so.6")
x.XOpenDisplay.restype = ctypes.c_void_p
d = ctypes.c_void_p(x.XOpenDisplay(None))
t.XTestFakeMotionEvent(d, -1, int(sys.argv[1]), int(sys.argv[2]), 0)
x.XFlush(d)
time.sleep(0.3)
t.XTestFakeButtonEvent(d, 1, 1, 0)
x.XFlush(d)
time.sleep(0.1)
t.XTestFakeButtonEvent(d, 1, 0, 0)
x.XFlush(d)
time.sleep(0.3)
