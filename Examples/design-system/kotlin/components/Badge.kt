package com.acme.ui.components

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.text.BasicText
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import com.acme.ui.theme.AcmeTheme
import com.acme.ui.theme.Colors
import com.acme.ui.theme.Radius
import com.acme.ui.theme.Typography

enum class BadgeVariant { Default, Secondary, Destructive, Outline }

/** Fill and text color of a variant, picked from the palette it is given. */
private fun BadgeVariant.fill(palette: Colors): Color = when (this) {
    BadgeVariant.Default -> palette.accent
    BadgeVariant.Secondary -> palette.control
    BadgeVariant.Destructive -> palette.danger
    BadgeVariant.Outline -> Color.Transparent
}

private fun BadgeVariant.ink(palette: Colors): Color =
    if (this == BadgeVariant.Default || this == BadgeVariant.Destructive) palette.onAccent else palette.label

/** A small status pill. */
@Composable
fun Badge(
    text: String,
    modifier: Modifier = Modifier,
    variant: BadgeVariant = BadgeVariant.Default,
) {
    val colors = AcmeTheme.colors
    val color = variant.ink(colors)
    val pill = RoundedCornerShape(Radius.full)
    val outline = if (variant == BadgeVariant.Outline) Modifier.border(1.dp, colors.separator, pill) else Modifier
    Row(
        modifier = modifier
            .background(variant.fill(colors), pill)
            .then(outline)
            .padding(horizontal = 8.dp, vertical = 2.dp),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        CompositionLocalProvider(
            LocalContentStyle provides Typography.xs.copy(color = color, fontWeight = FontWeight.Medium),
            LocalContentColor provides color,
        ) {
            BasicText(text, style = LocalContentStyle.current)
        }
    }
}
