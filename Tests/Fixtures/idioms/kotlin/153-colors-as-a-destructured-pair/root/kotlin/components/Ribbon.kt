package demo.ribbons

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.text.BasicText
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.unit.dp
import demo.theme.Theme

enum class RibbonTone { Brand, Quiet }

/** A corner ribbon; its fill and ink travel together as a pair. */
@Composable
fun Ribbon(text: String, tone: RibbonTone = RibbonTone.Brand, enabled: Boolean = true) {
    val palette = Theme.colors
    val (fill, ink) = when {
        !enabled -> palette.line to palette.inkFaint
        tone == RibbonTone.Brand -> palette.brand to palette.paper
        else -> Pair(palette.paper, palette.ink)
    }
    val inset = 2.dp to 6.dp
    BasicText(
        text,
        modifier = Modifier.background(fill).padding(vertical = inset.first, horizontal = inset.second),
        style = TextStyle(color = ink),
    )
}
