import TestSupport

@testable import StandardPathsAudit
@testable import StandardPathsLocations
@testable import StandardPathsResolution
@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

extension ImageFixture {
  /// Files ImageMagick writes: each format's common variants, multi-page
  /// TIFFs in both byte orders, and formats the reader does not size.
  static let imageMagickFixtures: [ImageFixture] = [
    magick("im-rgb.png", gradient(40, 30) + ["OUT"], sized(.png, (40, 30))),
    magick("im-palette.png", gradient(40, 30) + ["PNG8:OUT"], sized(.png, (40, 30))),
    magick(
      "im-rgba.png", gradient(33, 17) + ["-alpha", "set", "PNG32:OUT"], sized(.png, (33, 17))),
    magick(
      "im-gray16.png",
      ["-size", "37x23", "gradient:", "-colorspace", "Gray", "-depth", "16", "OUT"],
      sized(.png, (37, 23))),
    magick("im-adam7.png", gradient(37, 23) + ["-interlace", "PNG", "OUT"], sized(.png, (37, 23))),
    magick("im-wide.png", ["-size", "5000x1", "xc:red", "OUT"], sized(.png, (5000, 1))),
    magick("im-baseline.jpg", gradient(40, 30) + ["OUT"], sized(.jpeg, (40, 30))),
    magick(
      "im-progressive.jpg", gradient(41, 29) + ["-interlace", "JPEG", "OUT"],
      sized(.jpeg, (41, 29))),
    magick(
      "im-gray.jpg", gradient(40, 30) + ["-colorspace", "Gray", "OUT"], sized(.jpeg, (40, 30))),
    magick("im-large.jpg", ["-size", "2000x1500", "xc:white", "OUT"], sized(.jpeg, (2000, 1500))),
    magick("im-87a.gif", gradient(40, 30) + ["GIF87:OUT"], sized(.gif, (40, 30))),
    magick("im-89a.gif", gradient(40, 30) + ["GIF:OUT"], sized(.gif, (40, 30))),
    magick(
      "im-animated.gif",
      [
        "-delay", "10", "-size", "50x40", "xc:red", "(", "-size", "20x10", "xc:blue",
        "-repage", "50x40+5+5", ")", "-loop", "0", "OUT",
      ],
      sized(.gif, (50, 40))),
    magick("im-wide.gif", ["-size", "16000x1", "xc:red", "OUT"], sized(.gif, (16_000, 1))),
    magick("im-le.tiff", gradient(40, 30) + ["OUT"], sized(.tiff, (40, 30))),
    magick(
      "im-be.tiff", gradient(40, 30) + ["-define", "tiff:endian=msb", "OUT"],
      sized(.tiff, (40, 30))),
    magick(
      "im-hidpi.tiff", gradient(40, 30) + gradient(80, 60) + ["OUT"],
      sized(.tiff, (40, 30), (80, 60))),
    magick(
      "im-hidpi-be.tiff",
      gradient(40, 30) + gradient(80, 60) + ["-define", "tiff:endian=msb", "OUT"],
      sized(.tiff, (40, 30), (80, 60))),
    magick(
      "im-3page-lzw.tiff",
      gradient(40, 30) + gradient(80, 60) + gradient(120, 90) + ["-compress", "lzw", "OUT"],
      sized(.tiff, (40, 30), (80, 60), (120, 90))),
    magick(
      "im-jpeg.tiff", gradient(40, 30) + ["-compress", "jpeg", "OUT"], sized(.tiff, (40, 30))),
    magick("im-core.bmp", gradient(40, 30) + ["BMP2:OUT"], sized(.bmp, (40, 30))),
    magick("im-24bit.bmp", gradient(40, 30) + ["BMP3:OUT"], sized(.bmp, (40, 30))),
    magick(
      "im-8bit.bmp", gradient(40, 30) + ["-type", "Palette", "BMP3:OUT"], sized(.bmp, (40, 30))),
    magick("im-1bit.bmp", gradient(40, 30) + ["-monochrome", "BMP3:OUT"], sized(.bmp, (40, 30))),
    magick(
      "im-v5-32bit.bmp", gradient(40, 30) + ["-alpha", "set", "BMP:OUT"], sized(.bmp, (40, 30))),
    magick("im.webp", gradient(40, 30) + ["OUT"], .unsupported),
    magick("im.heic", gradient(40, 30) + ["OUT"], .unsupported),
    magick("im-bigtiff.tif", gradient(40, 30) + ["TIFF64:OUT"], .unsupported),
  ]
}
