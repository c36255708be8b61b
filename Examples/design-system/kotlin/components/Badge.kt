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
import com.acme.ui.theme.Radius
import com.acme.ui.theme.Typography

enum class BadgeVariant { Default, Secondary, Destructive, Outline }

/** Fill behind the text; outline badges have none. */
private val BadgeVariant.background: Color
    @Composable get() = when (this) {
        BadgeVariant.Default -> AcmeTheme.colors.accent
        BadgeVariant.Secondary -> AcmeTheme.colors.control
        BadgeVariant.Destructive -> AcmeTheme.colors.danger
        BadgeVariant.Outline -> Color.Transparent
    }

private val BadgeVariant.foreground: Color
    @Composable get() = when (this) {
        BadgeVariant.Default -> AcmeTheme.colors.onAccent
        BadgeVariant.Secondary -> AcmeTheme.colors.label
        BadgeVariant.Destructive -> AcmeTheme.colors.onAccent
        BadgeVariant.Outline -> AcmeTheme.colors.label
    }

/** A small status pill. */
@Composable
fun Badge(
    text: String,
    modifier: Modifier = Modifier,
    variant: BadgeVariant = BadgeVariant.Default,
) {
    val colors = AcmeTheme.colors
    val color = variant.foreground
    Row(
        modifier = modifier
            .background(variant.background, RoundedCornerShape(Radius.full))
            .then(
                if (variant == BadgeVariant.Outline) {
                    Modifier.border(1.dp, colors.separator, RoundedCornerShape(Radius.full))
                } else {
                    Modifier
                },
            )
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
