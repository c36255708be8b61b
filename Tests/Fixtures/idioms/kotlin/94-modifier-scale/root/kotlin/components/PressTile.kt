package com.acme.ui

import androidx.compose.foundation.background
import androidx.compose.foundation.clickable
import androidx.compose.foundation.interaction.MutableInteractionSource
import androidx.compose.foundation.interaction.collectIsPressedAsState
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.remember
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.scale
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

/** A tile that shrinks a little while pressed, and a badge stretched wider than tall. */
@Composable
fun PressTile(title: String) {
    val source = remember { MutableInteractionSource() }
    val pressed by source.collectIsPressedAsState()
    Box(
        modifier = Modifier
            .scale(if (pressed) 0.96f else 1f)
            .background(Color(0xFF1E6FD9), RoundedCornerShape(10.dp))
            .clickable(interactionSource = source, indication = null) {}
            .padding(12.dp),
    ) {
        Text(title)
        // Badge
        Box(Modifier.align(Alignment.TopEnd).scale(scaleX = 1.5f, scaleY = 1f).size(8.dp).background(Color.Red, CircleShape))
    }
}
