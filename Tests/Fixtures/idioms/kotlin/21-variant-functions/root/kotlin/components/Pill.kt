package demo.components

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

/** A neutral pill. */
@Composable
fun PillNeutral(label: String, modifier: Modifier = Modifier) {
    Pill(label, fill = Color(0xFFEEF0F2), ink = Color(0xFF252A31), modifier = modifier)
}

/** A pill for errors. */
@Composable
fun PillCritical(label: String, modifier: Modifier = Modifier) {
    Pill(label, fill = Color(0xFFD21C1C), ink = Color(0xFFFFFFFF), modifier = modifier)
}

@Composable
private fun Pill(label: String, fill: Color, ink: Color, modifier: Modifier) {
    Box(modifier.background(fill, CircleShape).padding(horizontal = 10.dp, vertical = 2.dp)) {
        Text(label, color = ink)
    }
}

@Composable
internal fun PillPreview() {
    PillNeutral("New")
}
