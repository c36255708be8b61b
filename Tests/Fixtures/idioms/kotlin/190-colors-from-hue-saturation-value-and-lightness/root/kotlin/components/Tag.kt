package com.acme.ui.components

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.text.BasicText
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp

/** Brand hues, written as hue, saturation and value or lightness. */
private object TagPalette {
    val fill = Color.hsv(210f, 0.5f, 0.8f)
    val edge = Color.hsl(hue = 120f, saturation = 0.5f, lightness = 0.25f)
    val ink = Color.hsv(hue = 0f, saturation = 0f, value = 1f, alpha = 0.9f)
}

/** A small tag: a filled, outlined box around a short text. */
@Composable
fun Tag(text: String, modifier: Modifier = Modifier) {
    val shape = RoundedCornerShape(6.dp)
    BasicText(
        text,
        modifier = modifier
            .background(TagPalette.fill, shape)
            .border(1.dp, TagPalette.edge, shape)
            .padding(horizontal = 8.dp, vertical = 2.dp),
        style = TextStyle(color = TagPalette.ink, fontSize = 12.sp),
    )
}
