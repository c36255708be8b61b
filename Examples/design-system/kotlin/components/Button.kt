package com.acme.ui.components

import androidx.compose.foundation.background
import androidx.compose.foundation.clickable
import androidx.compose.foundation.interaction.MutableInteractionSource
import androidx.compose.foundation.interaction.collectIsPressedAsState
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.text.BasicText
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.getValue
import androidx.compose.runtime.remember
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import com.acme.ui.theme.AcmeTheme
import com.acme.ui.theme.Radius
import com.acme.ui.theme.Typography

enum class ButtonVariant { Default, Secondary, Destructive, Ghost }

enum class ButtonSize { Sm, Default, Lg }

private val ButtonVariant.background: Color
    @Composable get() = when (this) {
        ButtonVariant.Default -> AcmeTheme.colors.accent
        ButtonVariant.Secondary -> AcmeTheme.colors.control
        ButtonVariant.Destructive -> AcmeTheme.colors.danger
        ButtonVariant.Ghost -> Color.Transparent
    }

private val ButtonVariant.pressedBackground: Color
    @Composable get() = when (this) {
        ButtonVariant.Default -> AcmeTheme.colors.accentPressed
        ButtonVariant.Secondary -> AcmeTheme.colors.controlPressed
        ButtonVariant.Destructive -> AcmeTheme.colors.dangerPressed
        ButtonVariant.Ghost -> AcmeTheme.colors.control
    }

private val ButtonVariant.foreground: Color
    @Composable get() = when (this) {
        ButtonVariant.Default, ButtonVariant.Destructive -> AcmeTheme.colors.onAccent
        ButtonVariant.Secondary, ButtonVariant.Ghost -> AcmeTheme.colors.label
    }

private val ButtonSize.height: Dp
    get() = when (this) {
        ButtonSize.Sm -> 32.dp
        ButtonSize.Default -> 44.dp
        ButtonSize.Lg -> 52.dp
    }

private val ButtonSize.paddingHorizontal: Dp
    get() = when (this) {
        ButtonSize.Sm -> 12.dp
        ButtonSize.Default -> 16.dp
        ButtonSize.Lg -> 20.dp
    }

private val ButtonSize.textStyle: TextStyle
    get() = when (this) {
        ButtonSize.Sm -> Typography.sm
        ButtonSize.Default -> Typography.base
        ButtonSize.Lg -> Typography.lg
    }

/** A text button in one of four variants and three sizes. */
@Composable
fun Button(
    text: String,
    onClick: () -> Unit,
    modifier: Modifier = Modifier,
    variant: ButtonVariant = ButtonVariant.Default,
    size: ButtonSize = ButtonSize.Default,
    enabled: Boolean = true,
    interactionSource: MutableInteractionSource = remember { MutableInteractionSource() },
) {
    val colors = AcmeTheme.colors
    val pressed by interactionSource.collectIsPressedAsState()
    val background = if (!enabled) colors.controlDisabled else if (pressed) variant.pressedBackground else variant.background
    val color = if (enabled) variant.foreground else colors.labelQuaternary
    Row(
        modifier = modifier
            .height(size.height)
            .background(background, RoundedCornerShape(Radius.md))
            .clickable(interactionSource, indication = null, enabled = enabled, role = Role.Button, onClick = onClick)
            .padding(horizontal = size.paddingHorizontal),
        horizontalArrangement = Arrangement.spacedBy(8.dp),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        CompositionLocalProvider(
            LocalContentStyle provides size.textStyle.copy(color = color, fontWeight = FontWeight.SemiBold),
            LocalContentColor provides color,
        ) {
            BasicText(text, style = LocalContentStyle.current)
        }
    }
}
