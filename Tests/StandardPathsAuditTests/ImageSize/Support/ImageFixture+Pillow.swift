import TestSupport

@testable import StandardPathsAudit
@testable import StandardPathsLocations
@testable import StandardPathsResolution
@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

extension ImageFixture {
  /// Files Pillow writes: JPEG with EXIF and a large ICC profile, APNG,
  /// multi-page TIFF, bitmaps of every depth and a top-down bitmap.
  static let pillowFixtures: [ImageFixture] = [
    pillow("pil-rgb.png", "picture(40, 30).save(OUT)", sized(.png, (40, 30))),
    pillow(
      "pil-apng.png",
      "picture(24, 18).save(OUT, save_all=True, append_images=[picture(24, 18).rotate(90)])",
      sized(.png, (24, 18))),
    pillow("pil-baseline.jpg", "picture(40, 30).save(OUT)", sized(.jpeg, (40, 30))),
    pillow(
      "pil-progressive.jpg", "picture(41, 29).save(OUT, progressive=True)",
      sized(.jpeg, (41, 29))),
    pillow(
      "pil-exif-rotated.jpg",
      """
      exif = Image.Exif()
      exif[0x0112] = 6  # orientation: shown rotated, stored 40x30
      exif[0x010F] = "Fixture"
      picture(40, 30).save(OUT, exif=exif.tobytes())
      """,
      sized(.jpeg, (40, 30))),
    pillow(
      "pil-icc-large.jpg",
      "picture(300, 200).save(OUT, icc_profile=bytes(range(256)) * 600)",
      sized(.jpeg, (300, 200))),
    pillow("pil-cmyk.jpg", "picture(40, 30, 'CMYK').save(OUT)", sized(.jpeg, (40, 30))),
    pillow("pil-gray.jpg", "picture(40, 30, 'L').save(OUT)", sized(.jpeg, (40, 30))),
    pillow("pil.gif", "picture(40, 30, 'P').save(OUT)", sized(.gif, (40, 30))),
    pillow(
      "pil-animated.gif",
      """
      picture(24, 18).save(
          OUT, save_all=True, append_images=[picture(24, 18).rotate(90)], duration=100, loop=0)
      """,
      sized(.gif, (24, 18))),
    pillow(
      "pil-hidpi.tiff", "picture(40, 30).save(OUT, save_all=True, append_images=[picture(80, 60)])",
      sized(.tiff, (40, 30), (80, 60))),
    pillow(
      "pil-3page-lzw.tiff",
      """
      picture(40, 30).save(
          OUT, save_all=True, compression="tiff_lzw",
          append_images=[picture(80, 60), picture(120, 90)])
      """,
      sized(.tiff, (40, 30), (80, 60), (120, 90))),
    pillow("pil-1bit.bmp", "picture(40, 30, '1').save(OUT)", sized(.bmp, (40, 30))),
    pillow("pil-8bit.bmp", "picture(40, 30, 'P').save(OUT)", sized(.bmp, (40, 30))),
    pillow("pil-24bit.bmp", "picture(40, 30).save(OUT)", sized(.bmp, (40, 30))),
    pillow("pil-32bit.bmp", "picture(40, 30, 'RGBA').save(OUT)", sized(.bmp, (40, 30))),
    pillow(
      "pil-top-down.bmp",
      """
      # Pillow writes bottom-up rows; store them top-down with a negative
      # height, then check that Pillow reads the same picture back.
      import io
      original = picture(41, 29)
      stream = io.BytesIO()
      original.save(stream, "BMP")
      data = bytearray(stream.getvalue())
      start = int.from_bytes(data[10:14], "little")
      stride = (41 * 3 + 3) // 4 * 4
      rows = [data[start + i * stride:start + (i + 1) * stride] for i in range(29)]
      data[start:] = b"".join(reversed(rows))
      data[22:26] = (-29).to_bytes(4, "little", signed=True)
      open(OUT, "wb").write(data)
      assert Image.open(OUT).convert("RGB").tobytes() == original.tobytes()
      """,
      sized(.bmp, (41, 29))),
  ]

  /// Defines `picture(width, height, mode)` and `OUT` for every snippet.
  static let pillowPrelude = """
    import sys
    from PIL import Image
    OUT = sys.argv[1]

    def picture(width, height, mode="RGB"):
        image = Image.new("RGB", (width, height))
        image.putdata([
            (x * 255 // width, y * 255 // height, 128)
            for y in range(height) for x in range(width)])
        return image.convert(mode)

    """
}
