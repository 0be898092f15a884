/// A `project.pbxproj` as Xcode 4.6 writes it, for a cocos2d game: the
/// `Resources` group with `HD/button-hd.png` in a subfolder (Xcode copies it
/// flat), a localized `en.lproj/title.png` (a variant group), the folder
/// reference `Sprites`, a listed `gone.png` that does not exist, `Art/Icon.png`
/// relative to the source root whatever its group says, the product itself
/// (a build product, not a source file), a `GameTests` target whose
/// resources phase is empty, and `Game-Info.plist` as the `INFOPLIST_FILE`
/// of both build configurations.
public let xcodeProjectOfAGame = #"""
  // !$*UTF8*$!
  {
  	archiveVersion = 1;
  	classes = {
  	};
  	objectVersion = 46;
  	objects = {

  /* Begin PBXBuildFile section */
  		A1000000000000000000B001 /* button.png in Resources */ = {isa = PBXBuildFile; fileRef = A1000000000000000000F001 /* button.png */; };
  		A1000000000000000000B002 /* button-hd.png in Resources */ = {isa = PBXBuildFile; fileRef = A1000000000000000000F002 /* button-hd.png */; };
  		A1000000000000000000B003 /* title.png in Resources */ = {isa = PBXBuildFile; fileRef = A1000000000000000000V001 /* title.png */; };
  		A1000000000000000000B004 /* Sprites in Resources */ = {isa = PBXBuildFile; fileRef = A1000000000000000000F004 /* Sprites */; };
  		A1000000000000000000B005 /* gone.png in Resources */ = {isa = PBXBuildFile; fileRef = A1000000000000000000F005 /* gone.png */; };
  		A1000000000000000000B006 /* main.m in Sources */ = {isa = PBXBuildFile; fileRef = A1000000000000000000F006 /* main.m */; };
  		A1000000000000000000B007 /* Icon.png in Resources */ = {isa = PBXBuildFile; fileRef = A1000000000000000000F008 /* Icon.png */; };
  		A1000000000000000000B008 /* Game.app in Resources */ = {isa = PBXBuildFile; fileRef = A1000000000000000000F007 /* Game.app */; };
  /* End PBXBuildFile section */

  /* Begin PBXFileReference section */
  		A1000000000000000000F001 /* button.png */ = {isa = PBXFileReference; lastKnownFileType = image.png; path = button.png; sourceTree = "<group>"; };
  		A1000000000000000000F002 /* button-hd.png */ = {isa = PBXFileReference; lastKnownFileType = image.png; name = "button-hd.png"; path = "HD/button-hd.png"; sourceTree = "<group>"; };
  		A1000000000000000000F003 /* en */ = {isa = PBXFileReference; lastKnownFileType = image.png; name = en; path = en.lproj/title.png; sourceTree = "<group>"; };
  		A1000000000000000000F004 /* Sprites */ = {isa = PBXFileReference; lastKnownFileType = folder; path = Sprites; sourceTree = "<group>"; };
  		A1000000000000000000F005 /* gone.png */ = {isa = PBXFileReference; lastKnownFileType = image.png; path = gone.png; sourceTree = "<group>"; };
  		A1000000000000000000F006 /* main.m */ = {isa = PBXFileReference; fileEncoding = 4; lastKnownFileType = sourcecode.c.objc; path = main.m; sourceTree = "<group>"; };
  		A1000000000000000000F007 /* Game.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = Game.app; sourceTree = BUILT_PRODUCTS_DIR; };
  		A1000000000000000000F008 /* Icon.png */ = {isa = PBXFileReference; lastKnownFileType = image.png; path = Art/Icon.png; sourceTree = SOURCE_ROOT; };
  /* End PBXFileReference section */

  /* Begin PBXGroup section */
  		A1000000000000000000G001 = {
  			isa = PBXGroup;
  			children = (
  				A1000000000000000000G002 /* Resources */,
  				A1000000000000000000F004 /* Sprites */,
  				A1000000000000000000F006 /* main.m */,
  				A1000000000000000000G003 /* Products */,
  				A1000000000000000000G004 /* Art */,
  			);
  			sourceTree = "<group>";
  		};
  		A1000000000000000000G002 /* Resources */ = {
  			isa = PBXGroup;
  			children = (
  				A1000000000000000000F001 /* button.png */,
  				A1000000000000000000F002 /* button-hd.png */,
  				A1000000000000000000V001 /* title.png */,
  				A1000000000000000000F005 /* gone.png */,
  			);
  			path = Resources;
  			sourceTree = "<group>";
  		};
  		A1000000000000000000G003 /* Products */ = {
  			isa = PBXGroup;
  			children = (
  				A1000000000000000000F007 /* Game.app */,
  			);
  			name = Products;
  			sourceTree = "<group>";
  		};
  		A1000000000000000000G004 /* Art */ = {
  			isa = PBXGroup;
  			children = (
  				A1000000000000000000F008 /* Icon.png */,
  			);
  			name = Art;
  			path = "Somewhere Else";
  			sourceTree = "<group>";
  		};
  /* End PBXGroup section */

  /* Begin XCBuildConfiguration section */
  		A1000000000000000000D001 /* Debug */ = {
  			isa = XCBuildConfiguration;
  			buildSettings = {
  				INFOPLIST_FILE = "Game-Info.plist";
  				PRODUCT_NAME = "$(TARGET_NAME)";
  			};
  			name = Debug;
  		};
  		A1000000000000000000D002 /* Release */ = {
  			isa = XCBuildConfiguration;
  			buildSettings = {
  				INFOPLIST_FILE = "$(SRCROOT)/Game-Info.plist";
  				PRODUCT_NAME = "$(TARGET_NAME)";
  			};
  			name = Release;
  		};
  /* End XCBuildConfiguration section */

  /* Begin XCConfigurationList section */
  		A1000000000000000000C001 /* Build configuration list for PBXNativeTarget "Game" */ = {
  			isa = XCConfigurationList;
  			buildConfigurations = (
  				A1000000000000000000D001 /* Debug */,
  				A1000000000000000000D002 /* Release */,
  			);
  			defaultConfigurationIsVisible = 0;
  			defaultConfigurationName = Release;
  		};
  /* End XCConfigurationList section */

  /* Begin PBXNativeTarget section */
  		A1000000000000000000T001 /* Game */ = {
  			isa = PBXNativeTarget;
  			buildConfigurationList = A1000000000000000000C001 /* Build configuration list for PBXNativeTarget "Game" */;
  			buildPhases = (
  				A1000000000000000000P001 /* Sources */,
  				A1000000000000000000P002 /* Resources */,
  			);
  			buildRules = (
  			);
  			dependencies = (
  			);
  			name = Game;
  			productName = Game;
  			productReference = A1000000000000000000F007 /* Game.app */;
  			productType = "com.apple.product-type.application";
  		};
  		A1000000000000000000T002 /* GameTests */ = {
  			isa = PBXNativeTarget;
  			buildPhases = (
  				A1000000000000000000P003 /* Resources */,
  			);
  			name = GameTests;
  			productName = GameTests;
  			productType = "com.apple.product-type.bundle.unit-test";
  		};
  /* End PBXNativeTarget section */

  /* Begin PBXProject section */
  		A1000000000000000000R001 /* Project object */ = {
  			isa = PBXProject;
  			attributes = {
  				LastUpgradeCheck = 0460;
  				ORGANIZATIONNAME = "Acme";
  			};
  			buildConfigurationList = A1000000000000000000C002 /* Build configuration list for PBXProject "Game" */;
  			compatibilityVersion = "Xcode 3.2";
  			developmentRegion = English;
  			hasScannedForEncodings = 0;
  			knownRegions = (
  				en,
  			);
  			mainGroup = A1000000000000000000G001;
  			productRefGroup = A1000000000000000000G003 /* Products */;
  			projectDirPath = "";
  			projectRoot = "";
  			targets = (
  				A1000000000000000000T001 /* Game */,
  				A1000000000000000000T002 /* GameTests */,
  			);
  		};
  /* End PBXProject section */

  /* Begin PBXResourcesBuildPhase section */
  		A1000000000000000000P002 /* Resources */ = {
  			isa = PBXResourcesBuildPhase;
  			buildActionMask = 2147483647;
  			files = (
  				A1000000000000000000B001 /* button.png in Resources */,
  				A1000000000000000000B002 /* button-hd.png in Resources */,
  				A1000000000000000000B003 /* title.png in Resources */,
  				A1000000000000000000B004 /* Sprites in Resources */,
  				A1000000000000000000B005 /* gone.png in Resources */,
  				A1000000000000000000B007 /* Icon.png in Resources */,
  				A1000000000000000000B008 /* Game.app in Resources */,
  			);
  			runOnlyForDeploymentPostprocessing = 0;
  		};
  		A1000000000000000000P003 /* Resources */ = {
  			isa = PBXResourcesBuildPhase;
  			buildActionMask = 2147483647;
  			files = (
  			);
  			runOnlyForDeploymentPostprocessing = 0;
  		};
  /* End PBXResourcesBuildPhase section */

  /* Begin PBXSourcesBuildPhase section */
  		A1000000000000000000P001 /* Sources */ = {
  			isa = PBXSourcesBuildPhase;
  			buildActionMask = 2147483647;
  			files = (
  				A1000000000000000000B006 /* main.m in Sources */,
  			);
  			runOnlyForDeploymentPostprocessing = 0;
  		};
  /* End PBXSourcesBuildPhase section */

  /* Begin PBXVariantGroup section */
  		A1000000000000000000V001 /* title.png */ = {
  			isa = PBXVariantGroup;
  			children = (
  				A1000000000000000000F003 /* en */,
  			);
  			name = title.png;
  			sourceTree = "<group>";
  		};
  /* End PBXVariantGroup section */
  	};
  	rootObject = A1000000000000000000R001 /* Project object */;
  }
  """#
