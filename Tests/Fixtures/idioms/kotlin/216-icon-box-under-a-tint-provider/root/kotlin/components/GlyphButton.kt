package com.example.kit.glyph

import androidx.compose.foundation.Image
import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.requiredSize
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.ColorFilter
import androidx.compose.ui.graphics.vector.ImageVector
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp

/** The tint glyphs inside a glyph button draw in. */
val LocalGlyphTint = staticCompositionLocalOf { Color.Black }

enum class GlyphButtonSize(val box: Dp, val glyph: Dp) { Small(28.dp, 14.dp), Large(44.dp, 22.dp) }

/** The slot: any content, framed to the glyph's size, with the tint handed down. */
@Composable
fun GlyphButton(size: GlyphButtonSize = GlyphButtonSize.Large, content: @Composable () -> Unit) {
    Box(
        Modifier.requiredSize(size.box).background(Color(0xFF101828), RoundedCornerShape(8.dp)),
        contentAlignment = Alignment.Center,
    ) {
        CompositionLocalProvider(LocalGlyphTint provides Color(0xFFFFFFFF)) {
            Box(Modifier.requiredSize(size.glyph)) { content() }
        }
    }
}

/** The common case: a vector image filling the frame, in the handed-down tint. */
@Composable
fun GlyphButton(vector: ImageVector, size: GlyphButtonSize = GlyphButtonSize.Large) {
    GlyphButton(size) {
        Image(vector, contentDescription = null, modifier = Modifier.fillMaxSize(), colorFilter = ColorFilter.tint(LocalGlyphTint.current))
    }
}
