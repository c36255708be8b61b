package com.example.kit.marker

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Brush
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Shape
import androidx.compose.ui.unit.dp

private val MarkerShape = RoundedCornerShape(6.dp)

/** Paints with a gradient when one is given, else with a flat color: which one a caller passes is not known. */
private fun Modifier.surface(flat: Color, gradient: Brush?, shape: Shape): Modifier =
    when (gradient) {
        null -> background(flat, shape).border(1.dp, Color(0xFF1F2933), shape)
        else -> background(gradient, shape).border(1.dp, Color(0xFF1F2933), shape)
    }

/** Raised only at a level the project defines elsewhere: parity cannot evaluate it. */
private fun Modifier.raised(level: Int): Modifier = when (level) {
    LocalRaise.current -> this.then(RaiseElement(level))
}

@Composable
fun Marker(text: String, gradient: Brush? = null) {
    Row(
        modifier = Modifier
            .surface(Color(0xFFE4E7EB), gradient, MarkerShape)
            .raised(2)
            .padding(horizontal = 10.dp, vertical = 3.dp),
    ) {
        Text(text = text, color = Color(0xFF1F2933))
    }
}
