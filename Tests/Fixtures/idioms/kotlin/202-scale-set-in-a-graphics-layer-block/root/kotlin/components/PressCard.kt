package demo.card

import androidx.compose.foundation.background
import androidx.compose.foundation.clickable
import androidx.compose.foundation.interaction.MutableInteractionSource
import androidx.compose.foundation.interaction.collectIsPressedAsState
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.size
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.remember
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.graphicsLayer
import androidx.compose.ui.unit.dp

/** A tile that shrinks a little while held. */
@Composable
fun PressCard(onClick: () -> Unit) {
    val source = remember { MutableInteractionSource() }
    val held by source.collectIsPressedAsState()
    Box(
        Modifier
            .size(96.dp)
            .graphicsLayer {
                scaleX = if (held) 0.96f else 1f
                scaleY = if (held) 0.96f else 1f
            }
            .background(Color(0xFFF2F2F7))
            .clickable(source, indication = null, onClick = onClick),
    )
}
