import AlbumsCommands
import AlbumsCore
import AlbumsTerminal

/// The browser's settings page (`,`): `settings list` on screen, read from the
/// run's settings (the model's one copy). Enter cycles a setting with a few
/// values; for any other it opens an edit line with the current value, and
/// Enter there saves it (checked as `settings set` checks it) and Esc cancels.
/// A saved setting comes back as the run's new settings, and what its row
/// says it affects follows (the chart reloaded, the list sorted, covers drawn
/// anew). Its own model, keys, view and effects.
package struct SettingsPage: PageState, BrowsePage {
    package var selection = 0
    /// The edit line's text while a setting is being edited.
    package var editing: String?

    package init() {}

    /// A row of `settings list`: the setting, and its value and source in the run's settings.
    package struct Row {
        package var setting: AnySetting
        package var value: String
        package var source: SettingSource
    }

    package static func rows(_ configuration: Configuration) -> [Row] {
        Settings.all.map { Row(setting: $0, value: configuration.text($0), source: configuration.source($0)) }
    }

    /// What became of a save.
    package enum Saved: PageResult {
        /// Saved, and the run's settings are these now.
        case saved(Configuration, message: String)
        /// Not taken, as `settings set` refuses it: why (the edit line stays, to mend it).
        case refused(String)
        /// Saved, but the run keeps its value (a flag or the environment wins), or not saved: why.
        case kept(String)
    }

    package enum Action {
        case none
        case back
        case save(AnySetting, String)
    }

    package mutating func key(_ key: KeyParser.Key, rows: [Row]) -> Action {
        if editing != nil { return editKey(key, rows: rows) }
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
            let choices = row.setting.choices
            guard !choices.isEmpty else {
                editing = row.value
                return .none
            }
            return .save(row.setting, choices[((choices.firstIndex(of: row.value) ?? -1) + 1) % choices.count])
        default:
            break
        }
        return .none
    }

    private mutating func editKey(_ key: KeyParser.Key, rows: [Row]) -> Action {
        switch key {
        case .escape:
            editing = nil
        case .enter:
            guard rows.indices.contains(selection), let text = editing else { return .none }
            return .save(rows[selection].setting, text)
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
    package mutating func paste(_ text: String) {
        editing? += Sanitizer.pastedLine(text)
    }

    package mutating func select(row: Int) {
        if row >= 0, row < Settings.all.count, editing == nil { selection = row }
    }

    // MARK: View

    /// `message`: the status line's message, repeated whole under the edit line (why a value was refused).
    package func draw(_ configuration: Configuration, into frame: inout Frame, columns: Int, rows visibleRows: Int, message: String? = nil) {
        let rows = Self.rows(configuration)
        let table = rows.map { row in
            SettingsView.Row(key: row.setting.key, value: row.value, source: row.source.rawValue, defaultValue: "",
                             allowed: row.setting.choices.isEmpty ? "Enter: edit" : "Enter: " + row.setting.choices.joined(separator: ", "))
        }
        let lines = SettingsView.table(table).render(maxWidth: columns, style: BrowseView.colours).split(separator: "\n").map(String.init)
        // The edit line (and why its value was refused) take the last rows above the status line.
        let below = editing == nil ? 0 : (message == nil ? 1 : 2)
        let last = visibleRows - 2 - below
        // Scrolled so that the highlighted row shows.
        let visible = max(1, last - 1)
        BrowseView.table(lines, from: 0, top: max(0, selection - visible + 1), selection: selection, visible: visible, width: columns, into: &frame)
        if let editing, rows.indices.contains(selection) {
            let row = visibleRows - 2 - below
            if let message {
                frame.put(DisplayWidth.truncate(Sanitizer.line(message), to: columns), row: row + 1, column: 0, style: Frame.Style(foreground: .red))
            }
            BrowseView.editLine("\(rows[selection].setting.key): ", editing, row: row, columns: columns, into: &frame)
        }
    }
}

extension SettingsPage {
    package static let id = BrowseModel.Page.settings
    package static let openings = [BrowseModel.Opening(from: .chart, key: .character(","))]

    package static func key(_ key: KeyParser.Key, _ model: inout BrowseModel) -> [BrowseEffect] { model.settingsKey(key) }

    package static func mouse(_ mouse: KeyParser.Mouse, _ model: inout BrowseModel) -> [BrowseEffect] {
        if mouse.action == .press, mouse.button == 0 { model.settings.select(row: mouse.row - 1) }
        return []
    }

    /// The edit line takes every key as text.
    package static func isTyping(_ model: BrowseModel) -> Bool { model.settings.editing != nil }
    package static func paste(_ text: String, _ model: inout BrowseModel) { model.settings.paste(text) }

    package static func draw(_ model: BrowseModel, context: BrowseView.Drawn, into frame: inout Frame) {
        model.settings.draw(model.configuration, into: &frame, columns: model.columns, rows: model.rows, message: model.message)
    }

    package static func keys(_ model: BrowseModel) -> [(key: String, does: String)] {
        model.settings.editing != nil ? [("type", "the value"), ("Enter", "save"), ("Esc", "cancel")] : [("↑↓", "choose"), ("Enter", "change"), ("Esc", "back")]
    }

    package static let help = [",               settings"]
}

extension SettingsPage.Saved {
    package func apply(to model: inout BrowseModel) -> [BrowseEffect] {
        model.settingSaved(self)
    }
}

extension BrowseModel.Page {
    package static let settings = Self("settings")
}

extension BrowseModel {
    package var settings: SettingsPage {
        get { self[SettingsPage.self] }
        set { self[SettingsPage.self] = newValue }
    }

    mutating func settingsKey(_ key: KeyParser.Key) -> [BrowseEffect] {
        switch settings.key(key, rows: SettingsPage.rows(configuration)) {
        case .none: return []
        case .back: return backToChart()
        case .save(let setting, let value): return [.run(.save(setting, value))]
        }
    }

    mutating func settingSaved(_ saved: SettingsPage.Saved) -> [BrowseEffect] {
        switch saved {
        case .refused(let why):
            message = why
            return []
        case .kept(let why):
            message = why
            settings.editing = nil
            return []
        case .saved(let configuration, let message):
            self.message = message
            settings.editing = nil
            return apply(configuration)
        }
    }

    /// The run's settings replaced by `new`: the work given them first (an
    /// effect), then what the rows that changed declare they affect, done. The
    /// list sorted, the chart loaded again, the world page's stores forgotten,
    /// and the cover asked for again when covers are now drawn another way.
    mutating func apply(_ new: Configuration) -> [BrowseEffect] {
        let affects = Settings.all.filter { configuration.text($0) != new.text($0) }.reduce(SettingEffects()) { $0.union($1.affects) }
        let target = pictureTarget
        resort(new)
        var effects: [BrowseEffect] = [.configure(new, target: pictureTarget)]
        if affects.contains(.chart) { effects += reload(refresh: false) }
        for page in BrowsePages.all { effects += page.settingsChanged(affects, &self) }
        if pictureTarget != target {
            cover = nil
            effects += coverEffects()
        }
        return effects
    }
}

extension BrowseWork.Kind {
    /// A save waits for the one it replaces: a replaced save is never written after the newer one.
    package static let save = Self("save", waitsForThePrevious: true)
}

extension BrowseWork {
    /// Saves `text` as `setting` through the settings store, checked as `settings set` checks it.
    package struct SaveAsked: Hashable, Sendable {
        package var setting: AnySetting
        package var text: String
    }

    package static func save(_ setting: AnySetting, _ text: String) -> BrowseWork {
        BrowseWork(.save, carrying: SaveAsked(setting: setting, text: text)) { asked, work in
            let (setting, text) = (asked.setting, asked.text)
            let context = work.command
            guard let value = setting.normalized(text) else {
                let refused = UsageError.invalidValue(text, for: setting, origin: setting.key)
                return .found(SettingsPage.Saved.refused(([refused.message] + refused.hints).joined(separator: "; ")))
            }
            do throws(Failure) {
                try SettingsFileChange.save(context, [setting.key: value])
            } catch {
                return .found(SettingsPage.Saved.kept("couldn't save \(setting.key): \(error.why)"))
            }
            let source = context.configuration.source(setting)
            guard source != .flag && source != .environment else {
                let winner = source == .flag ? "--\(setting.key)" : setting.environmentName
                return .found(SettingsPage.Saved.kept("saved \(setting.key) = \(value); \(winner) still wins for this run"))
            }
            guard let configuration = context.configuration.setting(setting, text: value, from: .file) else { return nil }
            return .found(SettingsPage.Saved.saved(configuration, message: "saved \(setting.key) = \(configuration.text(setting))"))
        }
    }
}

extension BrowseEvent {
    package static func settingSaved(_ saved: SettingsPage.Saved) -> BrowseEvent { .found(saved) }
}
