import Localisation
import TerminalUI

/// Module is responsible for a list of posts embedded in another module: paging, thumbnails, the
/// grid or the list, and every post as the store has it.
///
/// The posts are a list or a grid of photos; in the grid the arrows and h j k l move as they
/// point, so `l` is not open there, and `h` is the host's back only in the list.
enum PostListKeyMap {
    enum Action: Sendable {
        case list(ListAction)
        case grid(GridAction)
        case open, layout
    }

    /// The keys while the posts are a list, as declared.
    static let declared =
        ListKeyMap.keyMap(rows: .posts).mapActions(Action.list)
        + KeyMap([
            KeyBinding([.enter, .character("l"), .right], "Enter / l", Strings.keysOpenPost, .open),
            KeyBinding([.character("v")], "v", Strings.keysProfileLayout, .layout),
        ])

    /// The keys while the posts are a grid, as declared.
    static let declaredForGrid =
        GridKeyMap.keyMap().mapActions(Action.grid)
        + KeyMap([
            KeyBinding([.enter], "Enter", Strings.keysOpenPost, .open),
            KeyBinding([.character("v")], "v", Strings.keysProfileLayout, .layout),
        ])

    /// The actions the host's section of the configuration file may bind: the list's. The grid's
    /// moves share their keys (`l` opens in the list and moves right in the grid), so the grid
    /// keeps its own and gives up only the keys the file binds to something else.
    static var described: [(action: String, keys: [KeyEvent], summary: String)] {
        declared.described
    }

    /// The keys in force on the host's screen, with the configuration file's `[keys.SCREEN]` on top.
    static func keyMap(on screen: String, asGrid: Bool) -> KeyMap<Action> {
        (asGrid ? declaredForGrid : declared).configured(screen)
    }
}
