package demo.components

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.PlainTooltip
import androidx.compose.material3.Text
import androidx.compose.material3.TooltipBox
import androidx.compose.material3.TooltipDefaults
import androidx.compose.material3.rememberTooltipState
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

/**
 * A rounded plate that fills its shape.
 *
 * Whatever it holds draws on top: a [Text] or an [Icon] inside takes the plate's padding.
 */
@Composable
private fun Plate(fill: Color, content: @Composable () -> Unit) {
    Box(Modifier.background(fill, RoundedCornerShape(12.dp)).padding(horizontal = 10.dp, vertical = 4.dp)) {
        content()
    }
}

/** A chip that explains itself in a tooltip on long press. */
@Composable
fun HintChip(label: String, hint: String) {
    TooltipBox(
        positionProvider = TooltipDefaults.rememberPlainTooltipPositionProvider(),
        tooltip = { PlainTooltip { Text(hint, color = Color(0xFFFFFFFF)) } },
        state = rememberTooltipState(),
    ) {
        Plate(fill = Color(0xFFE8EDF1)) {
            Text(label, color = Color(0xFF252A31))
        }
    }
}
