package demo.components

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import demo.theme.Radius
import demo.theme.Theme

private val HintMaxWidth = 240.dp

/** A hint bubble: it wraps its text once it reaches its cap. */
@Composable
fun Hint(text: String, modifier: Modifier = Modifier) {
    Box(
        modifier
            .widthIn(max = HintMaxWidth)
            .heightIn(min = 32.dp)
            .background(Theme.colors.ink, RoundedCornerShape(Radius.md))
            .padding(horizontal = 12.dp, vertical = 8.dp),
    ) {
        Text(text, color = Theme.colors.paper)
    }
}
