package x

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import x.theme.Kit
import x.theme.Palette

enum class NoticeKind { Plain, Urgent }

data class NoticeColors(val fill: Color, val text: Color)

object NoticeDefaults {
    @Composable
    fun colors(kind: NoticeKind): NoticeColors = when (kind) {
        NoticeKind.Plain -> Kit.colors.noticeColors(fill = Kit.colors.paper)
        NoticeKind.Urgent -> Kit.colors.noticeColors(fill = Kit.colors.alert)
    }

    /** A member extension: the palette's own colors are its bare names here. */
    private fun Palette.noticeColors(fill: Color) = NoticeColors(fill = fill, text = ink)
}

@Composable
fun Notice(message: String, kind: NoticeKind = NoticeKind.Plain, colors: NoticeColors = NoticeDefaults.colors(kind)) {
    Box(Modifier.background(colors.fill)) {
        Text(message, color = colors.text)
    }
}
