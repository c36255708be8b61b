package acme.pill

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.text.BasicText
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.TextStyle

/** Each kind of pill is a function of its own; the size is a value the caller picks from `PillSizing`. */
object Pills {
    @Composable
    fun Solid(text: String, sizing: PillDimensions = PillSizing.regular()) =
        PillBody(text, fill = Color(0xFF1D4ED8), ink = Color(0xFFFFFFFF), sizing = sizing)

    @Composable
    fun Soft(text: String, sizing: PillDimensions = PillSizing.regular()) =
        PillBody(text, fill = Color(0xFFDBEAFE), ink = Color(0xFF1E3A8A), sizing = sizing)
}

@Composable
internal fun PillBody(text: String, fill: Color, ink: Color, sizing: PillDimensions) {
    Box(
        Modifier
            .height(sizing.height)
            .background(fill, RoundedCornerShape(sizing.height / 2))
            .padding(horizontal = sizing.inset)
    ) {
        BasicText(text, style = sizing.type.copy(color = ink))
    }
}
