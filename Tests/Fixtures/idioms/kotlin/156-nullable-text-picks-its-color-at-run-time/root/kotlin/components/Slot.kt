package demo.components

import androidx.compose.foundation.border
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp
import demo.theme.Palette
import demo.theme.Radius
import demo.theme.Theme

/** The ink of a slot's text: faint while it shows its hint, full once the caller fills it. */
private fun Palette.slotInk(filled: Boolean, invalid: Boolean): Color = when {
    invalid -> alert
    filled -> ink
    else -> inkFaint
}

/** A form slot: the caller's [entry], or [hint] while there is none. */
@Composable
fun Slot(entry: String?, hint: String, invalid: Boolean = false, modifier: Modifier = Modifier) {
    val palette = Theme.colors
    Box(
        modifier
            .border(1.dp, palette.line, RoundedCornerShape(Radius.md))
            .padding(horizontal = 12.dp, vertical = 8.dp),
    ) {
        Text(entry ?: hint, color = palette.slotInk(filled = entry != null, invalid = invalid))
    }
}
