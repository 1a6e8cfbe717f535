import Foundation
import Localisation

/// `generate-strings CATALOGUE OUTPUT`: writes the accessors of the English catalogue.
@main
enum GenerateStrings {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        guard arguments.count == 2, let input = arguments.first, let output = arguments.last else {
            FileHandle.standardError.write(Data("usage: generate-strings Resources/Locales/en.po OUTPUT.swift\n".utf8))
            exit(2)
        }
        do {
            let catalogue = try CatalogueReader.read(try String(contentsOfFile: input, encoding: .utf8))
            let source = try AccessorGenerator.source(for: catalogue, catalogueName: "Resources/Locales/en.po")
            try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            FileHandle.standardError.write(Data("generate-strings: \(input): \(error)\n".utf8))
            exit(1)
        }
    }
}
