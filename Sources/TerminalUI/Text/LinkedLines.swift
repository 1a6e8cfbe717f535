import TextBasics

/// Wrapped lines of a text with its links marked: the runs of each line carry the address of
/// the link their characters belong to, so a terminal that makes links of text can.
public enum LinkedLines {
    /// `text` wrapped as `TextWrapper` wraps it, each line's runs in `style`, linked where a link is.
    public static func wrap(
        _ text: String, links: [TextLink], width: Int, style: TextStyle = .plain
    ) -> [[StyledLine.Run]] {
        runs(of: TextWrapper.wrap(text, width: width), wrappedFrom: text, links: links, style: style)
    }

    /// The runs of lines `TextWrapper` made of `text`: each character is found again in the text
    /// (the wrapper leaves out the spaces where it breaks), and one the text does not have where
    /// the line has it (an ellipsis added after) links nowhere.
    public static func runs(of lines: [String], wrappedFrom text: String, links: [TextLink], style: TextStyle) -> [[StyledLine.Run]] {
        let characters = Array(text)
        let addresses = addressesOfCharacters(characters, links: links)
        var position = 0
        return lines.map { line in
            var runs: [StyledLine.Run] = []
            for character in line {
                while position < characters.count, characters[position] != character, characters[position].isWhitespace,
                    !(character == " " && characters[position] == "\t")
                {
                    position += 1
                }
                var address: String?
                if position < characters.count, characters[position] == character || (character == " " && characters[position] == "\t") {
                    address = addresses[position]
                    position += 1
                }
                if let last = runs.last, last.style.link == address {
                    runs[runs.count - 1].text.append(character)
                } else {
                    var linked = style
                    linked.link = address
                    runs.append(StyledLine.Run(String(character), linked))
                }
            }
            return runs
        }
    }

    /// The address of the link each character is in, found in order: each link's words are looked
    /// for after the one before them.
    private static func addressesOfCharacters(_ characters: [Character], links: [TextLink]) -> [String?] {
        var addresses = [String?](repeating: nil, count: characters.count)
        var searchStart = 0
        for link in links {
            let words = Array(link.text)
            guard !words.isEmpty, let start = firstIndex(of: words, in: characters, from: searchStart) else { continue }
            for index in start..<(start + words.count) { addresses[index] = link.address }
            searchStart = start + words.count
        }
        return addresses
    }

    private static func firstIndex(of words: [Character], in characters: [Character], from start: Int) -> Int? {
        guard characters.count - start >= words.count else { return nil }
        return (start...(characters.count - words.count)).first { index in
            characters[index] == words[0] && characters[index..<(index + words.count)].elementsEqual(words)
        }
    }
}
