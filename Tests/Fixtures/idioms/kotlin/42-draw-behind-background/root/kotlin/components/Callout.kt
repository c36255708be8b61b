package com.example.ui

import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.drawBehind
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.unit.dp
import com.example.tint.Tint

enum class CalloutTone { Calm, Urgent }

/** A callout painted on its canvas: a filled rectangle behind it and an accent line along its top edge. */
@Composable
fun Callout(text: String, tone: CalloutTone = CalloutTone.Calm) {
    val fill = if (tone == CalloutTone.Urgent) Tint.Rose else Tint.Mist
    val accent = if (tone == CalloutTone.Urgent) Tint.Crimson else Tint.Indigo
    Row(
        modifier = Modifier
            .drawBehind {
                drawRect(fill)
                drawLine(color = accent, start = Offset.Zero, end = Offset(size.width, 0f), strokeWidth = 4f)
            }
            .padding(horizontal = 16.dp, vertical = 12.dp),
    ) {
        Text(text)
    }
}
