package com.acme.app.components

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.shadow
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp
import com.acme.app.theme.AppElevation

enum class TileStyle { Flat, Floating }

/** A tile that floats above the page in its floating style. */
@Composable
fun Tile(style: TileStyle = TileStyle.Flat, content: @Composable () -> Unit) {
    val shape = RoundedCornerShape(12.dp)
    Box(
        Modifier
            .shadow(if (style == TileStyle.Floating) AppElevation.Raised else 0.dp, shape)
            .background(Color(0xFFFFFFFF), shape)
            .padding(16.dp),
    ) { content() }
}
