package com.example.kit.toolbar

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.background
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp

enum class ToolbarDensity(val rowHeight: Dp) { Tight(36.dp), Normal(44.dp), Roomy(56.dp) }

/** Spacing steps with the row: each `in` entry follows another's value on the next line. */
private val ToolbarDensity.spacing: Dp
    get() = when (rowHeight) {
        in 0.dp..40.dp -> 4.dp
        // A comment between entries.
        in 40.dp..48.dp -> 8.dp
        else -> 12.dp
    }

private fun corner(height: Dp): Dp = when (height) {
    !in 0.dp until 50.dp -> 14.dp
    in 0.dp until 40.dp -> 6.dp
    else -> 10.dp
}

@Composable
fun Toolbar(title: String, density: ToolbarDensity = ToolbarDensity.Normal) {
    Row(
        modifier = Modifier
            .height(density.rowHeight)
            .background(Color(0xFFF2F4F7), RoundedCornerShape(corner(density.rowHeight)))
            .padding(horizontal = 16.dp),
        horizontalArrangement = Arrangement.spacedBy(density.spacing),
    ) {
        Text(text = title, color = Color(0xFF1F2933))
    }
}
