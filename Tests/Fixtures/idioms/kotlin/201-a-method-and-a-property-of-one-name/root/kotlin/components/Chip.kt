package demo.chip

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.clickable
import androidx.compose.foundation.interaction.MutableInteractionSource
import androidx.compose.foundation.interaction.collectIsPressedAsState
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.remember
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

/** A chip's colors: its fill, and its outline, which takes the fill's color while pressed. */
class ChipColors(val fill: Color, val fillPressed: Color, val outline: Color) {
    fun fill(pressed: Boolean): Color = if (pressed) fillPressed else fill

    fun outline(pressed: Boolean): Color = if (pressed) fill(pressed) else outline
}

@Composable
fun Chip(onClick: () -> Unit, colors: ChipColors = ChipColors(Color(0xFFF2F2F7), Color(0xFFE5E5EA), Color(0xFFC7C7CC))) {
    val source = remember { MutableInteractionSource() }
    val pressed by source.collectIsPressedAsState()
    val shape = RoundedCornerShape(8.dp)
    Box(
        Modifier
            .background(colors.fill(pressed), shape)
            .border(1.dp, colors.outline(pressed), shape)
            .clickable(source, indication = null, onClick = onClick)
            .padding(horizontal = 12.dp, vertical = 6.dp),
    )
}
