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
import androidx.compose.runtime.Immutable
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

/** Sizes carry their metrics as constructor properties. */
enum class ButtonSize(val height: Dp, val paddingHorizontal: Dp, val textStyle: TextStyle) {
    Sm(32.dp, 12.dp, Typography.sm),
    Default(height = 44.dp, paddingHorizontal = 16.dp, textStyle = Typography.base),
    Lg(52.dp, 20.dp, Typography.lg),
}

/** The colors of a button in each state, Material-style. */
@Immutable
data class ButtonColors(
    val container: Color,
    val pressedContainer: Color,
    val disabledContainer: Color,
    val content: Color,
    val disabledContent: Color,
) {
    fun container(enabled: Boolean, pressed: Boolean): Color = when {
        !enabled -> disabledContainer
        pressed -> pressedContainer
        else -> container
    }

    fun content(enabled: Boolean): Color = if (enabled) content else disabledContent
}

object ButtonDefaults {
    @Composable
    fun colors(variant: ButtonVariant): ButtonColors {
        val c = AcmeTheme.colors
        return when (variant) {
            ButtonVariant.Default -> ButtonColors(c.accent, c.accentPressed, c.controlDisabled, c.onAccent, c.labelQuaternary)
            ButtonVariant.Secondary -> ButtonColors(c.control, c.controlPressed, c.controlDisabled, c.label, c.labelQuaternary)
            ButtonVariant.Destructive -> ButtonColors(
                container = c.danger,
                pressedContainer = c.dangerPressed,
                disabledContainer = c.controlDisabled,
                content = c.onAccent,
                disabledContent = c.labelQuaternary,
            )
            ButtonVariant.Ghost -> ButtonColors(Color.Transparent, c.control, c.controlDisabled, c.label, c.labelQuaternary)
        }
    }
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
    colors: ButtonColors = ButtonDefaults.colors(variant),
    interactionSource: MutableInteractionSource = remember { MutableInteractionSource() },
) {
    val pressed by interactionSource.collectIsPressedAsState()
    val shape = RoundedCornerShape(Radius.md)
    val color = colors.content(enabled)
    Row(
        modifier = modifier
            .height(size.height)
            .background(colors.container(enabled, pressed), shape)
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
