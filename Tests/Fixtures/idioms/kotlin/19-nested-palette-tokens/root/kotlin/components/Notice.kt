package demo.components

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import demo.theme.Brand

enum class NoticeTone { Info, Critical }

/** A one-line notice on the tone's surface. */
@Composable
fun Notice(message: String, tone: NoticeTone = NoticeTone.Info) {
    val background = when (tone) {
        NoticeTone.Info -> Brand.colors.info.surface
        NoticeTone.Critical -> Brand.colors.critical.surface
    }
    val foreground = if (tone == NoticeTone.Critical) Brand.colors.critical.onSurface else Brand.colors.info.onSurface
    Box(
        modifier = Modifier
            .background(background, RoundedCornerShape(6.dp))
            .padding(horizontal = 12.dp, vertical = 8.dp),
    ) {
        Text(message, color = foreground)
    }
}
