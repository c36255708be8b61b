package com.acme.ui.components

import androidx.compose.foundation.background
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.text.BasicText
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp

/** Back and forward through a count; each arrow greys out at its end. */
@Composable
fun Stepper(position: Int, count: Int, onMove: (Int) -> Unit) {
    Row {
        Arrow("‹", enabled = position > 0) { onMove(position - 1) }
        Arrow("›", enabled = position < count - 1) { onMove(position + 1) }
    }
}

@Composable
private fun Arrow(glyph: String, enabled: Boolean, onClick: () -> Unit) {
    Box(
        Modifier
            .size(32.dp)
            .background(if (enabled) Color(0xFFE5E5EA) else Color(0xFFF2F2F7), RoundedCornerShape(6.dp))
            .clickable(enabled = enabled, onClick = onClick),
    ) {
        BasicText(glyph, style = TextStyle(fontSize = 17.sp, color = if (enabled) Color(0xFF1C1C1E) else Color(0xFFC7C7CC)))
    }
}
