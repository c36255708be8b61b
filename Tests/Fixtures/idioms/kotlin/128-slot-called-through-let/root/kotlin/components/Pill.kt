package com.example.ui

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.foundation.text.BasicText
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

enum class PillSize { Small, Large }

private val PillSize.glyph get() = when (this) {
    PillSize.Small -> 12.dp
    PillSize.Large -> 18.dp
}

@Composable
fun Pill(
    text: String,
    size: PillSize = PillSize.Small,
    icon: (@Composable () -> Unit)? = null,
) {
    Row(
        Modifier.background(Color(0xFFEEF0F4), CircleShape).padding(horizontal = 10.dp, vertical = 4.dp),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        CompositionLocalProvider(LocalContentColor provides Color(0xFF3A3F4B)) {
            icon?.let { slot -> Box(Modifier.size(size.glyph)) { slot() } }
            BasicText(text)
        }
    }
}
