/// One name and value pair of a profile, as the server sends it: the value is HTML.
public struct AccountFieldEntity: Codable, Sendable, Equatable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    enum CodingKeys: String, CodingKey {
        case name, value
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = container.lenientString(.name) ?? ""
        value = container.lenientString(.value) ?? ""
    }
}
