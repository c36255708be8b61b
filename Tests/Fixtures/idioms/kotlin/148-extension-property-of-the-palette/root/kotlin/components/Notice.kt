package demo.notices

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.text.BasicText
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.unit.dp
import demo.theme.Palette
import demo.theme.Radius
import demo.theme.Theme

enum class NoticeKind { Info, Alert }

/** The two colors a notice is drawn in. */
class NoticeInk(val surface: Color, val words: Color)

/** What each kind of notice is drawn in: read off the palette it extends. */
internal val Palette.infoInk: NoticeInk
    get() = NoticeInk(surface = paper, words = ink)

internal val Palette.alertInk: NoticeInk
    get() {
        return NoticeInk(alert, paper)
    }

@Composable
fun Notice(message: String, kind: NoticeKind = NoticeKind.Info) {
    val palette = Theme.colors
    val ink = if (kind == NoticeKind.Alert) palette.alertInk else palette.infoInk
    Row(
        Modifier
            .background(ink.surface, RoundedCornerShape(Radius.md))
            .padding(horizontal = 12.dp, vertical = 6.dp),
    ) {
        BasicText(message, style = TextStyle(color = ink.words))
    }
}
