package demo.fields

import androidx.compose.animation.animateColorAsState
import androidx.compose.foundation.border
import androidx.compose.foundation.interaction.MutableInteractionSource
import androidx.compose.foundation.interaction.collectIsFocusedAsState
import androidx.compose.foundation.layout.Box
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.remember
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import demo.theme.Theme

@Composable
fun Field(
    isError: Boolean = false,
    interactionSource: MutableInteractionSource = remember { MutableInteractionSource() },
) {
    val hasFocus by interactionSource.collectIsFocusedAsState()
    val target = remember(isError, hasFocus) {
        if (isError) Theme.colors.alert else if (hasFocus) Theme.colors.brand else Theme.colors.line
    }
    val frame by animateColorAsState(targetValue = target)
    Box(Modifier.border(width = 1.dp, color = frame, shape = androidx.compose.foundation.shape.RoundedCornerShape(4.dp)))
}
