package com.acme.ui.components

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.selection.toggleable
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.unit.dp
import com.acme.ui.theme.AcmeTheme
import com.acme.ui.theme.Radius
import com.acme.ui.theme.Shadows
import com.acme.ui.theme.shadow

/** An on/off switch: a capsule track with a round thumb. */
@Composable
fun Switch(
    checked: Boolean,
    onCheckedChange: (Boolean) -> Unit,
    modifier: Modifier = Modifier,
    enabled: Boolean = true,
) {
    val colors = AcmeTheme.colors
    val trackColor = if (!enabled) colors.controlDisabled else if (checked) colors.accent else colors.control
    // Track
    Box(
        modifier = modifier
            .width(51.dp)
            .height(31.dp)
            .background(trackColor, RoundedCornerShape(Radius.full))
            .toggleable(value = checked, enabled = enabled, role = Role.Switch, onValueChange = onCheckedChange),
        contentAlignment = if (checked) Alignment.CenterEnd else Alignment.CenterStart,
    ) {
        // Thumb
        Box(
            modifier = Modifier
                .size(27.dp)
                .shadow(Shadows.md, RoundedCornerShape(Radius.full))
                .background(colors.surface, RoundedCornerShape(Radius.full)),
        )
    }
}
