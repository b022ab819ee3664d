import AlbumsCore

extension BrowseModel {
    /// A row of `settings list`, with the values Enter cycles through.
    public struct SettingRow: Equatable, Sendable {
        public var key: String
        public var value: String
        public var source: String
        /// The values Enter cycles through; empty for open-ended settings (Enter edits them).
        public var choices: [String]

        public init(key: String, value: String, source: String, choices: [String]) {
            self.key = key
            self.value = value
            self.source = source
            self.choices = choices
        }
    }
}

/// The browser's settings page (`,`): `settings list` on screen. Enter cycles
/// a setting with a few values; for any other it opens an edit line with the
/// current value, and Enter there saves it (checked as `settings set` checks
/// it) and Esc cancels. Its own model, update and view.
public struct SettingsPage: Equatable, Sendable {
    public var rows: [BrowseModel.SettingRow] = []
    public var selection = 0
    /// The edit line's text while a setting is being edited.
    public var editing: String?

    public init() {}

    public enum Action: Equatable, Sendable {
        case none
        case back
        case save(key: String, value: String)
    }

    public mutating func key(_ key: KeyParser.Key) -> Action {
        if editing != nil { return editKey(key) }
        switch key {
        case .escape, .backspace, .character("q"):
            return .back
        case .up, .character("k"):
            selection = max(0, selection - 1)
        case .down, .character("j"):
            selection = min(max(0, rows.count - 1), selection + 1)
        case .enter, .character(" "):
            guard rows.indices.contains(selection) else { return .none }
            let row = rows[selection]
            guard !row.choices.isEmpty else {
                editing = row.value
                return .none
            }
            let next = row.choices[((row.choices.firstIndex(of: row.value) ?? -1) + 1) % row.choices.count]
            return .save(key: row.key, value: next)
        default:
            break
        }
        return .none
    }

    private mutating func editKey(_ key: KeyParser.Key) -> Action {
        switch key {
        case .escape:
            editing = nil
        case .enter:
            guard rows.indices.contains(selection), let text = editing else { return .none }
            return .save(key: rows[selection].key, value: text)
        case .backspace:
            if editing?.isEmpty == false { editing?.removeLast() }
        case .character(let character):
            editing?.append(character)
        default:
            break
        }
        return .none
    }

    /// A paste into the edit line: one line, as a paste into the search line.
    public mutating func paste(_ text: String) {
        editing? += Sanitizer.pastedLine(text)
    }

    /// The rows as saved; `saved`: the edit line's value was taken (else it stays, to be mended).
    public mutating func received(_ rows: [BrowseModel.SettingRow], saved: Bool) {
        self.rows = rows
        selection = min(selection, max(0, rows.count - 1))
        if saved { editing = nil }
    }

    public mutating func select(row: Int) {
        if rows.indices.contains(row), editing == nil { selection = row }
    }

    // MARK: View

    /// `message`: the status line's message, repeated whole under the edit line (why a value was refused).
    func draw(into frame: inout Frame, columns: Int, rows visibleRows: Int, message: String? = nil) {
        let table = rows.map { row in
            SettingsView.Row(key: row.key, value: row.value, source: row.source, defaultValue: "",
                             allowed: row.choices.isEmpty ? "Enter: edit" : "Enter: " + row.choices.joined(separator: ", "))
        }
        let lines = SettingsView.table(table).render(maxWidth: columns, style: .plain).split(separator: "\n").map(String.init)
        // The edit line (and why its value was refused) take the last rows above the status line.
        let below = editing == nil ? 0 : (message == nil ? 1 : 2)
        let last = visibleRows - 2 - below
        for (index, line) in lines.enumerated() where index < last {
            let selected = index == selection + 1
            if selected { frame.fill(row: index, style: BrowseView.highlight) }
            frame.put(line, row: index, column: 0, style: index == 0 ? BrowseView.header : (selected ? BrowseView.highlight : .plain))
        }
        if let editing, rows.indices.contains(selection) {
            let row = visibleRows - 2 - below
            if let message {
                frame.put(DisplayWidth.truncate(Sanitizer.line(message), to: columns), row: row + 1, column: 0, style: Frame.Style(foreground: .red))
            }
            BrowseView.editLine("\(rows[selection].key): ", editing, row: row, columns: columns, into: &frame)
        }
    }
}
