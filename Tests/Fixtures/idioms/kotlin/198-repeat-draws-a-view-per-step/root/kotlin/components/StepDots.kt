package demo.components

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

private val Done = Color(0xFF34C759)
private val Ahead = Color(0xFFD1D1D6)

/** Where a wizard is: a dot per step, those done filled. */
@Composable
fun StepDots(current: Int, steps: Int = 4) {
    Row(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
        repeat(steps) { step ->
            Box(Modifier.size(8.dp).background(if (step <= current) Done else Ahead, CircleShape))
        }
    }
}
