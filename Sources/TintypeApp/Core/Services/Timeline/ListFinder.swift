import MastodonAPI
import TextBasics
import Tintype

/// One of my lists by its title, whatever its case, as a person names it on the command line.
enum ListFinder {
    static func list(titled title: String, using client: MastodonClient) async throws -> ListEntity {
        let lists = try await client.lists()
        guard let list = lists.first(where: { $0.title.lowercased() == title.lowercased() }) else {
            throw TimelineError.noSuchList(title: title, titles: lists.map { TextSanitizer.cleanLine($0.title, maximumLength: 100) })
        }
        return list
    }
}
