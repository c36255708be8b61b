package com.example.ui

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

enum class TileStyle { Solid, Outlined }

/** Only the outlined tile has an edge; the solid one passes none, and no border is drawn. */
private fun TileStyle.edge(): Color? = when (this) {
    TileStyle.Solid -> null
    TileStyle.Outlined -> Color(0xFF3C3C43)
}

@Composable
fun Tile(style: TileStyle = TileStyle.Solid, modifier: Modifier = Modifier) {
    val shape = RoundedCornerShape(6.dp)
    Box(
        modifier
            .size(40.dp)
            .background(Color(0xFFF2F2F7), shape)
            .then(style.edge()?.let { Modifier.border(1.5.dp, it, shape) } ?: Modifier),
    )
}
