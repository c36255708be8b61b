package demo.components

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp
import demo.theme.Theme

enum class Presence { Active, Away, Busy }

enum class MarkerEmphasis { Plain, Strong }

private val Presence.tint: Color
    get() = when (this) {
        Presence.Active -> Theme.colors.brand
        Presence.Away -> Theme.colors.line
        Presence.Busy -> Theme.colors.inkFaint
    }

@Composable
fun Marker(name: String, emphasis: MarkerEmphasis = MarkerEmphasis.Plain, presence: Presence? = null) {
    Row(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
        presence?.let { Box(Modifier.size(8.dp).background(it.tint, CircleShape)) }
        Text(name, color = if (emphasis == MarkerEmphasis.Strong) Theme.colors.ink else Theme.colors.inkFaint)
    }
}
