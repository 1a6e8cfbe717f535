import MastodonAPI
import TextBasics
import Tintype

/// Account entity to `Author`, with names cleaned to one safe line.
enum AuthorMapper {
    static func author(from entity: AccountEntity) -> Author {
        let handle = TextSanitizer.cleanLine(entity.acct.isEmpty ? entity.username : entity.acct)
        let name = TextSanitizer.cleanLine(HTMLToText.convert(entity.displayName))
        return Author(id: entity.id, displayName: name.isEmpty ? handle : name, handle: handle)
    }
}
