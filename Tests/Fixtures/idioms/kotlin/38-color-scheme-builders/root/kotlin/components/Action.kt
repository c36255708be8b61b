package com.example.ui

import androidx.compose.foundation.background
import androidx.compose.foundation.interaction.MutableInteractionSource
import androidx.compose.foundation.interaction.collectIsPressedAsState
import androidx.compose.foundation.layout.Box
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.remember
import androidx.compose.ui.Modifier
import com.example.theme.AppTheme

/** An action whose colors come from the scheme the theme provides. */
@Composable
fun Action(label: String, interactionSource: MutableInteractionSource = remember { MutableInteractionSource() }) {
    val pressed by interactionSource.collectIsPressedAsState()
    val colors = AppTheme.colors.action
    Box(Modifier.background(if (pressed) colors.fillPressed else colors.fill)) {
        Text(label, color = colors.onFill)
    }
}
