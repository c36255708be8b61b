package demo.components

import androidx.compose.animation.animateColor
import androidx.compose.animation.core.updateTransition
import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.key
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.RectangleShape
import androidx.compose.ui.graphics.takeOrElse
import androidx.compose.ui.unit.LayoutDirection
import androidx.compose.ui.unit.dp

private val MeterPadding = PaddingValues(horizontal = 10.dp, vertical = 4.dp)

/** A square-cornered meter whose track turns red on error, animated through a transition. */
@Composable
fun Meter(label: String, isError: Boolean = false, tint: Color = Color.Unspecified, modifier: Modifier = Modifier) {
    val transition = updateTransition(targetState = isError, label = "meter")
    val track = transition.animateColor(label = "track") { failing ->
        if (failing) Color(0xFFFDECEC) else Color(0xFFEFF1F3)
    }
    val ink = tint.takeOrElse { Color(0xFF1D2939) }
    val height = with(MeterPadding) { calculateTopPadding() + calculateBottomPadding() + 16.dp }
    Box(
        modifier
            .height(height)
            .background(track.value, RectangleShape)
            .padding(start = MeterPadding.calculateStartPadding(LayoutDirection.Ltr), top = MeterPadding.calculateTopPadding()),
    ) {
        key(label) {
            label.let { Text(it, color = ink) }
        }
    }
}
