package demo.components

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.gestures.Orientation
import androidx.compose.foundation.gestures.draggable
import androidx.compose.foundation.gestures.rememberDraggableState
import androidx.compose.foundation.interaction.MutableInteractionSource
import androidx.compose.foundation.interaction.collectIsDraggedAsState
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.remember
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import demo.theme.Theme

/** A round handle dragged along a track: its ring turns to the brand color while it is held. */
@Composable
fun Knob(onDrag: (Float) -> Unit, modifier: Modifier = Modifier) {
    val source = remember { MutableInteractionSource() }
    val held by source.collectIsDraggedAsState()
    val palette = Theme.colors
    Box(
        modifier
            .size(22.dp)
            .draggable(rememberDraggableState(onDrag), Orientation.Horizontal, interactionSource = source)
            .background(palette.paper, CircleShape)
            .border(2.dp, if (held) palette.brand else palette.line, CircleShape),
    )
}
