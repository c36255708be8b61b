package com.acme.ui.components

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.interaction.MutableInteractionSource
import androidx.compose.foundation.interaction.collectIsFocusedAsState
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.text.BasicText
import androidx.compose.foundation.text.BasicTextField
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.remember
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp
import com.acme.ui.theme.AcmeTheme
import com.acme.ui.theme.Radius
import com.acme.ui.theme.Typography

/**
 * A single-line text field with a hairline frame. The border turns accent
 * while focused and danger when [isError] is set.
 */
@Composable
fun Input(
    value: String,
    onValueChange: (String) -> Unit,
    modifier: Modifier = Modifier,
    placeholder: String? = null,
    enabled: Boolean = true,
    isError: Boolean = false,
    interactionSource: MutableInteractionSource = remember { MutableInteractionSource() },
) {
    val colors = AcmeTheme.colors
    val focused by interactionSource.collectIsFocusedAsState()
    val borderColor: Color
    when {
        isError -> borderColor = colors.danger
        focused -> borderColor = colors.accent
        else -> borderColor = colors.separator
    }
    var background = colors.surface
    var color = colors.label
    if (!enabled) {
        background = colors.controlDisabled
        color = colors.labelQuaternary
    }
    BasicTextField(
        value = value,
        onValueChange = onValueChange,
        modifier = modifier
            .height(44.dp)
            .background(background, RoundedCornerShape(Radius.md))
            .border(1.dp, borderColor, RoundedCornerShape(Radius.md))
            .padding(horizontal = 12.dp),
        enabled = enabled,
        singleLine = true,
        textStyle = Typography.base.copy(color = color),
        interactionSource = interactionSource,
        decorationBox = { innerTextField ->
            Box(contentAlignment = Alignment.CenterStart) {
                if (value.isEmpty() && placeholder != null) {
                    // Placeholder
                    BasicText(placeholder, style = Typography.base.copy(color = colors.labelSecondary))
                }
                innerTextField()
            }
        },
    )
}
