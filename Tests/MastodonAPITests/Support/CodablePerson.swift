import Foundation

/// A record of the three kinds of member the JSON coders' tests need: a text, an optional
/// number and a date.
struct CodablePerson: Codable, Equatable {
    var name: String
    var age: Int?
    var joined: Date
}
