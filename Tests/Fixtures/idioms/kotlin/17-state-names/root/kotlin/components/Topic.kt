package demo.topics

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color

/** Domain booleans that are states, named in parity.json (`conventions.stateNames`). */
@Composable
fun Topic(followed: Boolean, live: Boolean = true) {
    val fill = when {
        !live -> Color(0xFFE0E0E0)
        followed -> Color(0xFF1565C0)
        else -> Color(0xFFFFFFFF)
    }
    Box(modifier = Modifier.background(fill))
}
