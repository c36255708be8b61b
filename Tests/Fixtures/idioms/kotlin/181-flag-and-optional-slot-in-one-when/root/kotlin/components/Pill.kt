package acme.ui

import androidx.compose.foundation.Image
import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.text.BasicText
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.ColorFilter
import androidx.compose.ui.graphics.vector.ImageVector
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp

@Composable
fun Pill(label: String, glyph: ImageVector? = null, busy: Boolean = false) {
    Row(horizontalArrangement = Arrangement.spacedBy(4.dp)) {
        // A caller's glyph, or a dot while busy in its place.
        when {
            busy -> Box(Modifier.size(6.dp).background(Color(0xFF8E8E93)))
            glyph != null -> Image(glyph, contentDescription = null, modifier = Modifier.size(12.dp), colorFilter = ColorFilter.tint(Color(0xFF3A3A3C)))
        }
        BasicText(label, style = TextStyle(fontSize = 12.sp))
    }
}
