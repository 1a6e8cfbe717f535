import Foundation
import Testing

@testable import Localisation

struct CatalogueLocatorTests {
    @Test func testThatTheSourceTreeHoldsTheRussianCatalogue() {
        // given
        let locator = CatalogueLocator(folders: [CatalogueLocator.sourceTreeFolder])
        // when
        let file = locator.file(for: ["ru_RU", "ru"])
        // then
        #expect(file?.lastPathComponent == "ru.po")
    }

    @Test func testThatTheEnvironmentFolderComesFirst() {
        // given, when
        let locator = CatalogueLocator(environment: ["TINTYPE_LOCALE_DIR": "/opt/locales"], executable: nil)
        // then
        #expect(locator.folders.first?.path == "/opt/locales")
    }

    @Test func testThatAnInstalledBinaryLooksInShare() {
        // given, when
        let locator = CatalogueLocator(environment: [:], executable: URL(fileURLWithPath: "/usr/local/bin/tintype"))
        // then
        #expect(locator.folders.first?.path == "/usr/local/share/tintype/locale")
    }

    @Test func testThatAMissingLanguageFindsNoFile() {
        // given
        let locator = CatalogueLocator(folders: [CatalogueLocator.sourceTreeFolder])
        // when
        let file = locator.file(for: ["xx"])
        // then
        #expect(file == nil)
    }
}
