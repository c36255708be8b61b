package acme.ui

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.text.BasicText
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp

/** A bar with its reading beside it; `showValue` is whether the reading is drawn, not a state. */
@Composable
fun Gauge(
    level: Float,
    showValue: Boolean = false,
    enabled: Boolean = true,
) {
    Row(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
        Box(Modifier.width(120.dp).height(4.dp).background(if (enabled) Color(0xFF0A84FF) else Color(0xFFC7C7CC)))
        if (showValue) {
            BasicText(
                text = "${(level * 100).toInt()}%",
                style = TextStyle(fontSize = 12.sp, color = if (enabled) Color(0xFF3C3C43) else Color(0xFFAEAEB2)),
            )
        }
    }
}
