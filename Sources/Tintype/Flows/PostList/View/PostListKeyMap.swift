import Localisation
import TerminalUI

/// Module is responsible for a list of posts embedded in another module: paging, thumbnails, the
/// grid or the list, and every post as the store has it.
///
/// The posts are a list or a grid of photos; in the grid the arrows and h j k l move as they
/// point, so `l` is not open there, and `h` is the host's back only in the list.
enum PostListKeyMap {
    enum Action: Sendable, Equatable {
        case list(ListAction)
        case grid(GridAction)
        case open, layout, like, profile, likers, copyAddress
    }

    /// What the selected post offers in either layout, where the host leaves the key free.
    static let declaredForPost = KeyMap<Action>([
        KeyBinding([.character("f")], "f", Strings.keysPostDetailLike, .like),
        KeyBinding([.character("u")], "u", Strings.keysAuthorProfile, .profile),
        KeyBinding([.character("L")], "L", Strings.keysLikesLikers, .likers),
        KeyBinding([.character("y")], "y", Strings.keysPostDetailCopyAddress, .copyAddress),
    ])

    /// The keys while the posts are a list, as declared.
    static let declared =
        ListKeyMap.keyMap(rows: .posts).mapActions(Action.list)
        + KeyMap([
            KeyBinding([.enter, .character("l"), .right], "Enter / l", Strings.keysOpenPost, .open),
            KeyBinding([.character("v")], "v", Strings.keysProfileLayout, .layout),
        ])
        + declaredForPost

    /// The keys while the posts are a grid, as declared.
    static let declaredForGrid =
        GridKeyMap.keyMap().mapActions(Action.grid)
        + KeyMap([
            KeyBinding([.enter], "Enter", Strings.keysOpenPost, .open),
            KeyBinding([.character("v")], "v", Strings.keysProfileLayout, .layout),
        ])
        + declaredForPost

    /// The actions the host's section of the configuration file may bind: the list's. The grid's
    /// moves share their keys (`l` opens in the list and moves right in the grid), so the grid
    /// keeps its own and gives up only the keys the file binds to something else. The selected
    /// post's actions give up the keys the host binds, as on screen; without the grid (Home) there
    /// is no layout to choose.
    static func described(leaving hostKeys: Set<KeyEvent>, offeringGrid: Bool = true) -> [(
        action: String, keys: [KeyEvent], summary: String
    )] {
        let keyMap = leaving(hostKeys, in: declared)
        return (offeringGrid ? keyMap : withoutLayout(keyMap)).described
    }

    /// The keys without the layout's, for a list that offers no grid: its host has the key.
    static func withoutLayout(_ keyMap: KeyMap<Action>) -> KeyMap<Action> {
        KeyMap(keyMap.bindings.filter { $0.action != .layout })
    }

    /// The keys in force on the host's screen, with the configuration file's `[keys.SCREEN]` on top.
    /// The selected post's actions give up the keys the host binds (`f` follows on a profile);
    /// moving, opening and the layout keep theirs.
    static func keyMap(on screen: String, asGrid: Bool, leaving hostKeys: Set<KeyEvent>) -> KeyMap<Action> {
        leaving(hostKeys, in: (asGrid ? declaredForGrid : declared).configured(screen))
    }

    private static func leaving(_ hostKeys: Set<KeyEvent>, in keyMap: KeyMap<Action>) -> KeyMap<Action> {
        KeyMap(
            keyMap.bindings.compactMap { binding in
                guard binding.action.isForPost else { return binding }
                let left = binding.keys.filter { !hostKeys.contains($0) }
                if left == binding.keys { return binding }
                return left.isEmpty
                    ? nil : KeyBinding(left, left.map(KeyName.name(of:)).joined(separator: " / "), binding.summary, binding.action)
            })
    }
}

extension PostListKeyMap.Action {
    /// Whether the action is one of the selected post's (like, profile, likers, its address).
    var isForPost: Bool {
        switch self {
        case .like, .profile, .likers, .copyAddress: true
        case .list, .grid, .open, .layout: false
        }
    }
}
